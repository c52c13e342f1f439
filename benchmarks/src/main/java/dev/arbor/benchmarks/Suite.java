package dev.arbor.benchmarks; final class Suite { public static void main(String[] a) {} }
