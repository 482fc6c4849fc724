export function Notices(props: { notices: string[] }) {
  return (
    <>
      {props.notices.map((notice) => <p key={notice} class="notice" data-testid="notice">{notice}</p>)}
    </>
  );
}
