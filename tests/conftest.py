import os

os.environ.setdefault("HYPOTHESIS_PROFILE", "ci")
