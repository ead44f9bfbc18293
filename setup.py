"""Builds the C core of the double-dummy solvers (talong/solvers/_core.c).

All metadata lives in pyproject.toml; this file only declares the extension
module, which setuptools compiles at install (`pip install -e .`) or in place
(`python setup.py build_ext --inplace`).
"""
import platform

from setuptools import Extension, setup

# Every x86-64 CPU of the last fifteen years counts bits in one instruction.
FLAGS = ["-std=c99"] + (["-mpopcnt"] if platform.machine().lower() in ("x86_64", "amd64") else [])

setup(ext_modules=[Extension("talong.solvers._core", ["talong/solvers/_core.c"], extra_compile_args=FLAGS)])
