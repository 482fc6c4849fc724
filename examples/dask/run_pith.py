#!/usr/bin/env python3
"""Run Pith over a directory of WARC shards on a Dask distributed cluster: one task per shard.

Each task runs the Pith CLI on its shard (`pith extract SHARD --out OUT --resume`), so a task that is retried
after a worker died writes each page once. The CLI writes OUT/<shard>.jsonl; the task returns a summary.

    # on a cluster that is already running
    python3 run_pith.py shards/ out/ --scheduler tcp://scheduler:8786
    # or on this machine, with a LocalCluster of worker processes
    python3 run_pith.py shards/ out/ --local-workers 2
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PITH = os.path.join(HERE, '..', '..', 'src', 'cli', 'bin.mjs')
WARC_SUFFIXES = ('.warc', '.warc.gz')


def extract_shard(shard, out, node, pith, jobs, extra):
    """One shard through the CLI. Runs on a Dask worker; returns what the driver prints."""
    started = time.time()
    # The flag the `pith` executable's first line gives node: collection on the allocating thread (see bin.mjs).
    command = [node, '--single-threaded-gc', pith, 'extract', shard, '--out', out, '--resume', '--jobs', str(jobs), *extra]
    done = subprocess.run(command, capture_output=True, text=True)
    name = os.path.basename(shard)
    for suffix in WARC_SUFFIXES:
        if name.endswith(suffix):
            name = name[: -len(suffix)]
    lines = os.path.join(out, name + '.jsonl')
    pages = errors = 0
    if os.path.exists(lines):
        with open(lines, encoding='utf-8') as f:
            for line in f:
                pages += 1
                errors += 'error' in json.loads(line)
    from distributed import get_worker
    return {
        'worker': get_worker().address, 'shard': shard, 'output': lines, 'exit': done.returncode, 'pages': pages, 'errors': errors,
        'seconds': round(time.time() - started, 1), 'stderr': done.stderr.strip().splitlines()[-3:],
    }


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('shards', help='directory of .warc / .warc.gz files')
    parser.add_argument('out', help='output directory (shared by the workers)')
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument('--scheduler', help='address of a running Dask scheduler')
    where.add_argument('--local-workers', type=int, help='start a LocalCluster with this many worker processes')
    parser.add_argument('--jobs', type=int, default=1, help='threads of each CLI run (default 1: one core per task)')
    parser.add_argument('--node', default=shutil.which('node') or 'node', help='the Node.js executable on the workers')
    parser.add_argument('--pith', default=os.path.abspath(PITH), help="the CLI's bin.mjs on the workers")
    parser.add_argument('pith_args', nargs='*', help='more options for pith extract, after --')
    args = parser.parse_args(argv)

    from dask.distributed import Client, LocalCluster, as_completed

    shards = sorted(os.path.join(os.path.abspath(args.shards), name) for name in os.listdir(args.shards)
                    if name.endswith(WARC_SUFFIXES))
    if not shards:
        print(f'no .warc or .warc.gz files in {args.shards}', file=sys.stderr)
        return 2
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)

    cluster = None
    if args.local_workers:
        cluster = LocalCluster(n_workers=args.local_workers, threads_per_worker=1, processes=True, dashboard_address=None)
    client = Client(cluster or args.scheduler)
    try:
        # pure=False: a shard rerun is a new task, not a cached result; retries=1: a lost worker's shard runs again.
        futures = [client.submit(extract_shard, shard, out, args.node, args.pith, args.jobs, args.pith_args,
                                 pure=False, retries=1) for shard in shards]
        failed = 0
        for future in as_completed(futures):
            result = future.result()
            failed += result['exit'] != 0
            print(json.dumps(result), flush=True)
        workers = len(client.scheduler_info()['workers'])
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    print(f'{len(shards)} shards on {workers} workers, {failed} with errors', file=sys.stderr)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
