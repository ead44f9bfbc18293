"""Builds the C core of the double-dummy solvers (talong/solvers/_core.c).

All metadata lives in pyproject.toml; this file only declares the extension
module, which setuptools compiles at install (`pip install -e .`) or in place
(`python setup.py build_ext --inplace`).
"""
from setuptools import Extension, setup

setup(ext_modules=[Extension("talong.solvers._core", ["talong/solvers/_core.c"],
                             extra_compile_args=["-std=c99"])])
