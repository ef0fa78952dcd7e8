"""The differential scripts' shared start: run under the project's venv."""

import os
import sys


def use_pyenv(script):
    """Re-execute `script` under the project's venv (target/pyenv, or
    $RULEBOOK_PYENV) if it exists and is not the one running."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(script))))
    env = os.path.abspath(os.environ.get("RULEBOOK_PYENV") or os.path.join(root, "target", "pyenv"))
    python = os.path.join(env, "bin", "python")
    # sys.prefix, not sys.executable: a venv's python is a symlink to the system one.
    if (os.path.realpath(sys.prefix) != os.path.realpath(env)
            and os.access(python, os.X_OK)
            and not os.environ.get("RULEBOOK_PYENV_REEXEC")):
        os.environ["RULEBOOK_PYENV_REEXEC"] = "1"
        os.execv(python, [python, os.path.abspath(script), *sys.argv[1:]])
