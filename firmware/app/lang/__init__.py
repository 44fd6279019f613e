# The languages: string numbers (text.py) and one table per language (en, fr, pt, it).
