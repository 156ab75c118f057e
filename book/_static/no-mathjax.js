/* Stands in for MathJax, which the book does not load from a CDN: a page with maths shows its TeX source. */
