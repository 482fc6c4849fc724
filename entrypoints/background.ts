export default defineBackground(() => {
  // Wired up in the extension issue.
});
