// The techniques the embedded coach can talk about when it has nothing but a problem's category, tags and
// difficulty (a problem synced from LeetCode has no hint texts of its own): how to nudge toward each (hint level 1),
// name it (level 2), outline it in steps (level 3), and what it removes from a slower solution (suggestions).
// Texts describe ideas, never code.
import type { Bi } from './names.ts';
import type { CodeLanguage, CoachProblem, ProblemCategory } from '../types.ts';

export type TechniqueKey =
  | 'dynamic_programming'
  | 'backtracking'
  | 'sliding_window'
  | 'two_pointers'
  | 'binary_search'
  | 'heap'
  | 'union_find'
  | 'trie'
  | 'prefix_sum'
  | 'monotonic_stack'
  | 'stack'
  | 'bfs'
  | 'graph'
  | 'tree'
  | 'linked_list'
  | 'greedy'
  | 'hash_table'
  | 'sorting'
  | 'bit_manipulation'
  | 'math'
  | 'design'
  | 'string'
  | 'array';

/** Most specific first: the first one a problem has is the one its hints are about. */
const PRIORITY: TechniqueKey[] = [
  'dynamic_programming', 'backtracking', 'sliding_window', 'monotonic_stack', 'two_pointers', 'binary_search', 'heap', 'union_find', 'trie', 'prefix_sum',
  'bfs', 'graph', 'tree', 'linked_list', 'stack', 'greedy', 'hash_table', 'sorting', 'bit_manipulation', 'math', 'design', 'string', 'array',
];

/** LeetCode's topic tags (English and Chinese names) and our categories → techniques. */
const TAGS: [RegExp, TechniqueKey][] = [
  [/^(dynamic programming|memoization|动态规划|记忆化搜索)$/i, 'dynamic_programming'],
  [/^(backtracking|回溯)$/i, 'backtracking'],
  [/^(sliding window|滑动窗口)$/i, 'sliding_window'],
  [/^(monotonic stack|monotonic queue|单调栈|单调队列)$/i, 'monotonic_stack'],
  [/^(two pointers|双指针)$/i, 'two_pointers'],
  [/^(binary search|二分查找|二分)$/i, 'binary_search'],
  [/^(heap|heap \(priority queue\)|priority queue|堆|堆（优先队列）|优先队列)$/i, 'heap'],
  [/^(union find|并查集)$/i, 'union_find'],
  [/^(trie|字典树|前缀树)$/i, 'trie'],
  [/^(prefix sum|前缀和)$/i, 'prefix_sum'],
  [/^(breadth-first search|bfs|queue|广度优先搜索|队列)$/i, 'bfs'],
  [/^(graph|topological sort|shortest path|图|拓扑排序|最短路)$/i, 'graph'],
  [/^(tree|binary tree|binary search tree|depth-first search|树|二叉树|二叉搜索树|深度优先搜索)$/i, 'tree'],
  [/^(linked list|链表)$/i, 'linked_list'],
  [/^(stack|栈)$/i, 'stack'],
  [/^(greedy|贪心)$/i, 'greedy'],
  [/^(hash table|hash map|counting|哈希表|计数)$/i, 'hash_table'],
  [/^(sorting|sort|排序)$/i, 'sorting'],
  [/^(bit manipulation|位运算)$/i, 'bit_manipulation'],
  [/^(math|number theory|数学|数论)$/i, 'math'],
  [/^(design|设计)$/i, 'design'],
  [/^(string|字符串)$/i, 'string'],
  [/^(array|matrix|数组|矩阵)$/i, 'array'],
];

const CATEGORY: Record<ProblemCategory, TechniqueKey> = {
  array: 'array',
  string: 'string',
  hash_table: 'hash_table',
  linked_list: 'linked_list',
  stack: 'stack',
  queue: 'bfs',
  two_pointers: 'two_pointers',
  sliding_window: 'sliding_window',
  binary_search: 'binary_search',
  sorting: 'sorting',
  tree: 'tree',
  graph: 'graph',
  heap: 'heap',
  dynamic_programming: 'dynamic_programming',
  greedy: 'greedy',
  backtracking: 'backtracking',
  math: 'math',
  bit_manipulation: 'bit_manipulation',
  design: 'design',
};

/** Categories too broad to say which technique a problem needs: its tags decide. */
const BROAD: ReadonlySet<TechniqueKey> = new Set(['array', 'string', 'math', 'design']);

/**
 * The techniques a problem's category and tags point to: the category's own technique first (the catalogue files
 * each problem under the technique its usual solution uses), unless the category is a broad one; then the tags'
 * techniques, most specific first.
 */
export function techniquesOf(problem: Pick<CoachProblem, 'category' | 'tags'>): TechniqueKey[] {
  const own = CATEGORY[problem.category];
  const found = new Set<TechniqueKey>([own]);
  for (const tag of problem.tags) {
    const hit = TAGS.find(([re]) => re.test(tag.trim()));
    if (hit) found.add(hit[1]);
  }
  const ordered = PRIORITY.filter((k) => found.has(k));
  return BROAD.has(own) ? ordered : [own, ...ordered.filter((k) => k !== own)];
}

export interface TechniqueText {
  name: Bi;
  /** Level 1: a question that points at the bottleneck without naming the technique. */
  nudge: Bi;
  /** Level 2: the technique and why it fits. */
  technique: Bi;
  /** Level 3: the approach in steps (no code). */
  steps: Bi[];
  /** What it removes from a slower solution (for suggestions). */
  idea: Bi;
  /** A data structure it relies on, named per language in hints. */
  structure?: 'hash' | 'heap' | 'deque' | 'stack';
}

export const TECHNIQUES: Record<TechniqueKey, TechniqueText> = {
  dynamic_programming: {
    name: { zh: '动态规划', en: 'dynamic programming' },
    nudge: {
      zh: '先试着写出暴力递归：规模为 n 的答案，能不能由更小规模的答案推出来？递归过程中，是不是有同一个子问题被算了很多遍？',
      en: 'Start from a brute-force recursion: can the answer for size n be built from answers for smaller sizes? While it recurses, does the same subproblem come up again and again?',
    },
    technique: {
      zh: '这是一道动态规划题：给每个子问题定义一个状态，把它的答案存进表里（或用记忆化），每个状态只计算一次。关键是找准“状态是什么”和“状态之间怎么转移”。',
      en: 'This is a dynamic programming problem: define a state for each subproblem and store its answer in a table (or memoise the recursion), so each state is computed once. The key is choosing what the state is and how states lead to each other.',
    },
    steps: [
      { zh: '定义状态：用一句话说清 dp[i]（或 dp[i][j]）表示什么。', en: 'Define the state: say in one sentence what dp[i] (or dp[i][j]) stands for.' },
      { zh: '写出转移：当前状态由哪些更小的状态得到，取最大、最小还是求和。', en: 'Write the transition: which smaller states the current one comes from, and whether you take the max, the min or the sum.' },
      { zh: '确定初始值和计算顺序，保证用到的状态都已经算好。', en: 'Fix the base cases and an order that computes every state before it is needed.' },
      { zh: '想清楚答案在表里的哪个位置；如果每一步只依赖前一两行，可以把空间压缩到一行或几个变量。', en: 'Decide where the answer sits in the table; if each step only needs the previous row or two, shrink the space to one row or a few variables.' },
    ],
    idea: { zh: '把每个子问题的答案存起来，避免重复计算', en: 'store each subproblem’s answer so nothing is computed twice' },
  },
  backtracking: {
    name: { zh: '回溯', en: 'backtracking' },
    nudge: {
      zh: '题目要的是“所有”组合、排列或方案。想象一棵决策树：每一层做一个选择，走到叶子就是一个完整方案。',
      en: 'The problem asks for all combinations, permutations or arrangements. Picture a decision tree: each level makes one choice, and every leaf is a complete answer.',
    },
    technique: {
      zh: '用回溯：沿着决策树深度优先地做选择，递归返回时撤销这次选择，再尝试下一个。再配合剪枝，尽早放弃不可能成功的分支。',
      en: 'Use backtracking: make choices depth-first along the decision tree, undo each choice when the recursion returns, then try the next one — and prune branches that can no longer succeed.',
    },
    steps: [
      { zh: '明确“路径”（已经做出的选择）和“选择列表”（当前还能选什么）。', en: 'Name the path (choices made so far) and the options still available at this step.' },
      { zh: '到达结束条件时，把当前路径的一份拷贝加入答案。', en: 'When the end condition holds, add a copy of the current path to the answers.' },
      { zh: '对每个可选项：做选择、递归下一层、再撤销选择。', en: 'For each option: make the choice, recurse one level deeper, then undo the choice.' },
      { zh: '加上剪枝（比如先排序再跳过重复、提前判断越界），减少无用的搜索。', en: 'Add pruning (sort and skip duplicates, stop early when a bound is exceeded) to cut useless branches.' },
    ],
    idea: { zh: '在决策树上深度优先搜索并剪枝', en: 'search the decision tree depth-first and prune' },
  },
  sliding_window: {
    name: { zh: '滑动窗口', en: 'a sliding window' },
    nudge: {
      zh: '答案是一段连续的子数组或子串。枚举所有起点和终点太慢了——当右端点向右移动时，左端点需要退回去吗？',
      en: 'The answer is a contiguous subarray or substring. Trying every start and end is too slow — when the right end moves right, does the left end ever need to move back?',
    },
    technique: {
      zh: '用滑动窗口：左右两个指针都只向右移动。右指针扩大窗口，窗口不满足条件时移动左指针收缩，同时增量地维护窗口内的状态（计数、和等）。',
      en: 'Use a sliding window: both ends only move right. Move the right end to grow the window, move the left end to shrink it when the window breaks the condition, and update the window’s state (counts, sum) incrementally.',
    },
    steps: [
      { zh: '确定窗口要满足的条件，以及需要维护的状态（比如字符计数用哈希表）。', en: 'Decide what condition the window must satisfy and which state to keep (for example, character counts in a hash map).' },
      { zh: '右指针逐个纳入新元素，更新状态。', en: 'Move the right end one element at a time and update the state.' },
      { zh: '当窗口不再满足条件时，不断移出左端元素、更新状态，直到重新满足。', en: 'While the window breaks the condition, remove the left element and update the state until it holds again.' },
      { zh: '在合适的时机记录答案（最长、最短或个数）。每个元素最多进出窗口一次，总共 O(n)。', en: 'Record the answer (longest, shortest or a count) at the right moment. Each element enters and leaves the window at most once: O(n) in total.' },
    ],
    idea: { zh: '让窗口两端都只向前移动，增量更新窗口状态', en: 'move both ends of a window forward only and update its state incrementally' },
    structure: 'hash',
  },
  monotonic_stack: {
    name: { zh: '单调栈（或单调队列）', en: 'a monotonic stack (or queue)' },
    nudge: {
      zh: '对每个元素，你要找的是它左边或右边“第一个更大（或更小）”的元素。有没有办法不必每次都往回扫？',
      en: 'For each element, you need the first larger (or smaller) element to its left or right. Can you avoid scanning back every time?',
    },
    technique: {
      zh: '用单调栈：栈里保存还没找到答案的元素（通常存下标），并保持单调。新元素到来时，把所有被它“解决”的元素弹出并记录答案，再把它压栈。',
      en: 'Use a monotonic stack: it holds the elements still waiting for their answer (usually their indices), kept in monotonic order. When a new element arrives, pop every element it resolves, record their answers, then push it.',
    },
    steps: [
      { zh: '想清楚栈应该单调递增还是单调递减，栈里存下标还是值。', en: 'Decide whether the stack is increasing or decreasing, and whether it stores indices or values.' },
      { zh: '从左到右遍历；当前元素破坏单调性时，不断弹出栈顶，此时当前元素就是栈顶元素的答案。', en: 'Scan left to right; while the current element breaks the order, pop the top — the current element is the answer for it.' },
      { zh: '把当前元素压栈；遍历结束后仍在栈中的元素没有答案，按题意处理。', en: 'Push the current element; whatever remains on the stack at the end has no answer, handle it as the problem says.' },
      { zh: '每个元素最多进栈、出栈各一次，总时间 O(n)。', en: 'Each element is pushed and popped at most once: O(n) in total.' },
    ],
    idea: {
      zh: '让栈或双端队列保持单调，每个元素只进出一次，一次遍历得到每个位置需要的最值或“下一个更大/更小”',
      en: 'keep a stack or deque in monotonic order so each element enters and leaves once, giving every position its extreme or next greater/smaller element in one pass',
    },
    structure: 'stack',
  },
  two_pointers: {
    name: { zh: '双指针', en: 'two pointers' },
    nudge: {
      zh: '如果数据是有序的（或者可以先排序），比较两端的元素能告诉你什么？哪些组合其实根本不用尝试？',
      en: 'If the data is sorted (or can be sorted first), what does comparing the two ends tell you? Which pairs never need to be tried?',
    },
    technique: {
      zh: '用双指针：一个从左、一个从右（或一快一慢）。每一步根据比较结果移动其中一个指针，一次移动就排除掉一整批不可能的组合。',
      en: 'Use two pointers: one from the left and one from the right (or a slow and a fast one). Each step moves one of them based on a comparison, ruling out a whole batch of impossible pairs at once.',
    },
    steps: [
      { zh: '需要时先排序，确定两个指针的起点。', en: 'Sort first if needed, and decide where the two pointers start.' },
      { zh: '比较两个指针处的元素（或它们的和），判断该移动哪一个。', en: 'Compare the elements at the two pointers (or their sum) to decide which one to move.' },
      { zh: '想清楚为什么被跳过的组合不可能是答案——这是正确性的关键。', en: 'Convince yourself why the pairs you skip cannot be the answer — that is the heart of correctness.' },
      { zh: '指针相遇时结束；整体 O(n)（排序另计 O(n log n)）。', en: 'Stop when the pointers meet; O(n) overall (plus O(n log n) if you sorted).' },
    ],
    idea: { zh: '在有序数据上用两个指针相向或同向移动，代替枚举所有组合', en: 'move two pointers over ordered data instead of trying every pair' },
  },
  binary_search: {
    name: { zh: '二分查找', en: 'binary search' },
    nudge: {
      zh: '数据有序，或者答案具有单调性（某个值可行，比它大的也都可行）。每次检查一个位置，能排除掉多少候选？',
      en: 'The data is sorted, or the answer is monotonic (if a value works, every larger one works too). How many candidates can one check rule out?',
    },
    technique: {
      zh: '用二分查找：维护一个一定包含答案的区间 [lo, hi]，每次看中点，根据判断结果扔掉一半，O(log n) 步就能找到。',
      en: 'Use binary search: keep a range [lo, hi] that must contain the answer, look at its middle, and throw away half of it each time — O(log n) steps.',
    },
    steps: [
      { zh: '确定搜索区间，以及区间的含义（闭区间还是左闭右开）。', en: 'Choose the search range and what it means (closed, or half-open).' },
      { zh: '写出对中点的判断：中点满足条件时答案在哪一半？不满足时呢？', en: 'Write the test at the midpoint: which half holds the answer when it passes, and when it fails?' },
      { zh: '按判断收缩区间，注意每一步区间都要真正变小，避免死循环。', en: 'Shrink the range accordingly, making sure it really shrinks every step so the loop ends.' },
      { zh: '循环结束后检查边界，确认返回的是题目要的位置或值。', en: 'After the loop, check the boundary and make sure you return the position or value the problem wants.' },
    ],
    idea: { zh: '利用有序性或单调性，每次排除一半候选', en: 'use order or monotonicity to discard half of the candidates each step' },
  },
  heap: {
    name: { zh: '堆（优先队列）', en: 'a heap (priority queue)' },
    nudge: {
      zh: '你只关心当前最大（或最小）的几个元素，而不是全部的顺序。有没有办法不必每次都把所有元素排一遍？',
      en: 'You only care about the current largest (or smallest) few elements, not the full order. Can you avoid sorting everything each time?',
    },
    technique: {
      zh: '用堆（优先队列）：取出最值是 O(log n)，插入也是 O(log n)。保留 k 个候选时，用大小为 k 的堆。',
      en: 'Use a heap (priority queue): taking the extreme element is O(log n) and so is inserting. To keep k candidates, keep a heap of size k.',
    },
    steps: [
      { zh: '想清楚堆里放什么（值、下标，还是“值 + 来源”），以及用小顶堆还是大顶堆。', en: 'Decide what goes in the heap (values, indices, or value plus origin) and whether it is a min-heap or a max-heap.' },
      { zh: '依次把候选放入堆；如果只保留 k 个，超过时弹出堆顶。', en: 'Push the candidates in turn; if you keep only k, pop the top whenever the heap grows past k.' },
      { zh: '需要下一个候选时，从堆顶取出，并把由它引出的新候选放回堆中。', en: 'When you need the next candidate, take the top and push the new candidates it leads to.' },
      { zh: '总时间大约 O(n log k) 或 O(n log n)。', en: 'The total is about O(n log k) or O(n log n).' },
    ],
    idea: { zh: '用堆维护当前最值，而不是反复整体排序', en: 'keep the current extremes in a heap instead of re-sorting' },
    structure: 'heap',
  },
  union_find: {
    name: { zh: '并查集', en: 'union-find' },
    nudge: {
      zh: '题目在问“哪些东西连在一起”，而连接关系是一条一条加进来的。能不能随时知道两个元素是否属于同一组？',
      en: 'The problem asks which things are connected, and connections arrive one at a time. Can you always tell whether two elements are in the same group?',
    },
    technique: {
      zh: '用并查集：每个集合用一个代表元素表示，合并两个集合就是把一个代表挂到另一个下面。配合路径压缩和按秩合并，每次操作几乎是 O(1)。',
      en: 'Use union-find: each group is represented by one element; merging two groups hangs one representative under the other. With path compression and union by rank, each operation is almost O(1).',
    },
    steps: [
      { zh: '初始化：每个元素自成一组，父节点指向自己。', en: 'Start with every element in its own group, its parent pointing to itself.' },
      { zh: '查找代表时顺便做路径压缩。', en: 'Find a representative and compress the path on the way.' },
      { zh: '遇到一条连接就合并两端所在的组，按题意统计组数或判断是否成环。', en: 'For each connection, merge the two groups, and count groups or detect cycles as the problem asks.' },
    ],
    idea: { zh: '用并查集增量维护连通关系', en: 'maintain connectivity incrementally with union-find' },
  },
  trie: {
    name: { zh: '字典树（Trie）', en: 'a trie' },
    nudge: {
      zh: '很多字符串有共同的前缀。能不能把共同前缀只存一次，查询时沿着字符一步步往下走？',
      en: 'Many strings share prefixes. Could you store each shared prefix once and walk down character by character when you search?',
    },
    technique: {
      zh: '用字典树：每个节点代表一个前缀，子节点按下一个字符区分，并标记哪些节点是完整单词的结尾。插入和查找的时间只和单词长度有关。',
      en: 'Use a trie: each node stands for a prefix, its children are keyed by the next character, and nodes are marked where a whole word ends. Insert and search take time proportional to the word’s length.',
    },
    steps: [
      { zh: '设计节点：子节点映射（数组或哈希表）和单词结尾标记。', en: 'Design the node: a map of children (an array or a hash map) and an end-of-word mark.' },
      { zh: '插入：沿着字符往下走，没有的节点就新建，最后打上结尾标记。', en: 'Insert: walk down by character, create missing nodes, mark the last one.' },
      { zh: '查询：沿着字符往下走，走不通就说明不存在；按题意区分“完整单词”和“前缀”。', en: 'Search: walk down by character; a missing child means not found. Tell whole words from prefixes as the problem asks.' },
    ],
    idea: { zh: '用字典树共享前缀', en: 'share prefixes in a trie' },
  },
  prefix_sum: {
    name: { zh: '前缀和', en: 'prefix sums' },
    nudge: {
      zh: '你需要反复求某一段区间的和。如果提前知道“从开头到每个位置”的和，任意一段的和能怎么得到？',
      en: 'You need the sum of many ranges. If you knew the sum from the start up to every position, how would you get any range’s sum?',
    },
    technique: {
      zh: '用前缀和：预处理 prefix[i] 表示前 i 个元素之和，区间 [l, r] 的和就是两个前缀和之差，O(1) 得到。常与哈希表配合，统计满足条件的子数组个数。',
      en: 'Use prefix sums: precompute prefix[i], the sum of the first i elements; the sum of [l, r] is the difference of two prefix sums, in O(1). Combined with a hash map, it counts the subarrays that meet a condition.',
    },
    steps: [
      { zh: '一次遍历算出前缀和（长度通常为 n + 1，prefix[0] = 0）。', en: 'Compute the prefix sums in one pass (usually n + 1 of them, with prefix[0] = 0).' },
      { zh: '把“区间和”改写成“两个前缀和之差”。', en: 'Rewrite each range sum as a difference of two prefix sums.' },
      { zh: '如果要找满足条件的区间，用哈希表记录之前出现过的前缀和及其次数或位置。', en: 'To find ranges with a property, keep earlier prefix sums in a hash map with their counts or positions.' },
    ],
    idea: { zh: '用前缀和把区间和变成 O(1) 的差', en: 'turn range sums into O(1) differences of prefix sums' },
    structure: 'hash',
  },
  bfs: {
    name: { zh: '广度优先搜索（BFS）', en: 'breadth-first search (BFS)' },
    nudge: {
      zh: '题目关心“最少几步”或“一层一层”的关系。如果从起点出发，先走完所有一步能到的地方，再走两步能到的呢？',
      en: 'The problem is about the fewest steps, or about levels. What if you first visit everything one step away from the start, then everything two steps away?',
    },
    technique: {
      zh: '用广度优先搜索：用队列按层扩展，第一次到达某个状态时经过的步数就是最短步数。记得标记已访问，避免重复入队。',
      en: 'Use breadth-first search: expand level by level with a queue; the first time you reach a state, the number of steps is the shortest. Mark states as visited so nothing is queued twice.',
    },
    steps: [
      { zh: '把起点放入队列并标记为已访问。', en: 'Put the start in the queue and mark it visited.' },
      { zh: '每次取出队首，枚举它的所有相邻状态。', en: 'Take the front of the queue and list all its neighbours.' },
      { zh: '对没访问过的相邻状态：标记、记录步数（或层数）、入队。', en: 'For each unvisited neighbour: mark it, record its distance (or level), queue it.' },
      { zh: '到达目标时返回步数；需要按层输出时，每轮先记下当前队列长度再处理这一层。', en: 'Return the distance when you reach the goal; to work level by level, note the queue’s length at the start of each round and process exactly that many.' },
    ],
    idea: { zh: '用队列按层访问，每个状态只访问一次', en: 'visit states level by level with a queue, each once' },
    structure: 'deque',
  },
  graph: {
    name: { zh: '图的遍历', en: 'graph traversal' },
    nudge: {
      zh: '把题目里的对象看成点、关系看成边，它就变成了一张图。要回答的问题，是不是“能不能到达”“有几块”或“有没有环”？',
      en: 'Treat the objects as nodes and the relations as edges, and the problem becomes a graph. Is the question about reachability, the number of components, or cycles?',
    },
    technique: {
      zh: '先把输入建成邻接表，再用 DFS 或 BFS 遍历，并用访问标记保证每个点只处理一次；有依赖顺序时考虑拓扑排序。整体 O(点数 + 边数)。',
      en: 'Build an adjacency list from the input, then traverse it with DFS or BFS, marking nodes visited so each is handled once; when there are dependencies, think of topological order. O(nodes + edges) overall.',
    },
    steps: [
      { zh: '建图：为每个点列出它的相邻点（邻接表）。', en: 'Build the graph: list each node’s neighbours (an adjacency list).' },
      { zh: '从每个未访问的点出发做一次 DFS 或 BFS，标记访问过的点。', en: 'Start a DFS or BFS from every unvisited node, marking what you reach.' },
      { zh: '在遍历过程中按题意统计：连通块个数、是否有环、入度为 0 的点等。', en: 'While traversing, collect what the problem asks: components, cycles, nodes with no incoming edges…' },
    ],
    idea: { zh: '建邻接表，用 DFS/BFS 加访问标记让每个点只处理一次', en: 'build an adjacency list and visit each node once with DFS/BFS and a visited mark' },
    structure: 'deque',
  },
  tree: {
    name: { zh: '树的遍历（DFS）', en: 'tree traversal (DFS)' },
    nudge: {
      zh: '如果左右子树的答案都已经知道了，当前节点的答案要怎么得到？',
      en: 'If you already knew the answers for the left and right subtrees, how would you get the answer for the current node?',
    },
    technique: {
      zh: '用递归的深度优先遍历：每个节点只访问一次，让递归函数返回父节点需要的信息（高度、和、是否合法、区间等）。需要按层处理时改用 BFS。',
      en: 'Use a recursive depth-first traversal: visit each node once and let the recursion return what the parent needs (a height, a sum, validity, a range…). Use BFS when the problem is about levels.',
    },
    steps: [
      { zh: '确定递归函数的含义：它对一棵子树返回什么。', en: 'Decide what the recursive function returns for a subtree.' },
      { zh: '处理空节点这个基本情况。', en: 'Handle the empty tree as the base case.' },
      { zh: '先递归求左右子树，再用它们的结果算出当前节点的结果（需要时顺便更新全局答案）。', en: 'Recurse into both subtrees, then combine their results for the current node (updating a global answer if needed).' },
      { zh: '每个节点访问一次，时间 O(n)，递归栈的空间是树高。', en: 'Each node is visited once: O(n) time, and the recursion stack is as deep as the tree.' },
    ],
    idea: { zh: '一次遍历，让递归返回父节点需要的信息', en: 'one traversal, returning what the parent needs' },
  },
  linked_list: {
    name: { zh: '链表指针操作', en: 'linked-list pointer work' },
    nudge: {
      zh: '链表不能随机访问。想想你需要同时记住哪几个节点，才能在一次遍历中完成？',
      en: 'A linked list has no random access. Which nodes do you need to keep track of at the same time to do it in one pass?',
    },
    technique: {
      zh: '用几个指针在一次遍历中完成：哑节点（dummy head）简化头部的特殊情况，快慢指针找中点或判环，前驱指针用于反转或删除。',
      en: 'Do it in one pass with a few pointers: a dummy head removes the special case at the front, slow and fast pointers find the middle or detect a cycle, and a previous pointer helps to reverse or delete.',
    },
    steps: [
      { zh: '需要时先建一个哑节点指向头结点。', en: 'Create a dummy node pointing at the head if the head may change.' },
      { zh: '想清楚每一步要改哪些 next 指针、改的顺序是什么（先保存后继再修改）。', en: 'Work out which next pointers change at each step and in which order (save the successor before you change it).' },
      { zh: '处理空链表和只有一个节点的情况，最后返回哑节点的下一个。', en: 'Check the empty list and the single-node list, and return the node after the dummy.' },
    ],
    idea: { zh: '用几个指针在一次遍历里完成，O(1) 额外空间', en: 'use a few pointers in one pass with O(1) extra space' },
  },
  stack: {
    name: { zh: '栈', en: 'a stack' },
    nudge: {
      zh: '处理到某个元素时，你需要的是“最近一个还没配对/还没处理完”的东西。哪种结构最适合“后进先出”？',
      en: 'When you reach an element, what you need is the most recent thing not yet matched or finished. Which structure is last-in, first-out?',
    },
    technique: {
      zh: '用栈：遇到“开始”的元素就压栈，遇到能与栈顶配对或结束它的元素就弹栈处理。最后检查栈是否为空。',
      en: 'Use a stack: push elements that open something, and pop when an element matches or closes the top. Check at the end whether the stack is empty.',
    },
    steps: [
      { zh: '想清楚什么时候压栈、压入什么（字符、下标或中间结果）。', en: 'Decide when to push and what (a character, an index or a partial result).' },
      { zh: '想清楚什么时候弹栈，以及弹出时要做什么判断或计算。', en: 'Decide when to pop and what to check or compute when you do.' },
      { zh: '遍历结束后，根据栈里剩下的内容得出答案。', en: 'After the scan, read the answer from what is left on the stack.' },
    ],
    idea: { zh: '用栈处理“最近未完成”的元素', en: 'use a stack for the most recent unfinished element' },
    structure: 'stack',
  },
  greedy: {
    name: { zh: '贪心', en: 'a greedy strategy' },
    nudge: {
      zh: '如果每一步都做“眼下看起来最好”的选择，会不会错过最优解？试着找一个反例，找不到的话想想为什么。',
      en: 'If you make the choice that looks best right now at every step, could you miss the optimum? Try to find a counterexample — and if you cannot, ask why.',
    },
    technique: {
      zh: '用贪心：通常先按某个关键字排序，然后一次遍历，每一步做局部最优的选择，并维护一个“目前能做到的最好”（最远位置、最小结束时间等）。',
      en: 'Use a greedy strategy: usually sort by the right key, then scan once, making the locally best choice each step and keeping the best reached so far (the furthest position, the earliest end…).',
    },
    steps: [
      { zh: '找出排序的关键字（或遍历的顺序）。', en: 'Find the key to sort by (or the order to scan in).' },
      { zh: '确定每一步的局部最优选择，以及需要维护的变量。', en: 'Define the locally best choice at each step and the variables to keep.' },
      { zh: '用“交换论证”说服自己：任何最优解都可以调整成贪心的选择而不变差。', en: 'Convince yourself with an exchange argument: any optimal solution can be changed into the greedy choice without getting worse.' },
    ],
    idea: { zh: '排序后一次遍历，每步做局部最优选择', en: 'sort, then scan once making the locally best choice' },
  },
  hash_table: {
    name: { zh: '哈希表', en: 'a hash map' },
    nudge: {
      zh: '暴力做法里，哪一步在反复“查找”某个值？如果这个查找能在 O(1) 内完成，会怎样？',
      en: 'In the brute-force approach, which step keeps searching for a value? What if that search took O(1)?',
    },
    technique: {
      zh: '用哈希表：把已经见过的值（以及它的下标或次数）记下来，之后“某个值有没有出现过”只需 O(1) 就能回答，从而去掉一层循环。',
      en: 'Use a hash map: remember the values you have seen (with their index or count), so "has this value appeared?" is answered in O(1) and a whole loop disappears.',
    },
    steps: [
      { zh: '想清楚表里存什么：键是什么，值是下标、次数还是别的。', en: 'Decide what the map holds: what the key is, and whether the value is an index, a count or something else.' },
      { zh: '遍历数据：对当前元素，先查询它需要的东西是否已在表中。', en: 'Scan the data: for the current element, first look up what it needs in the map.' },
      { zh: '再把当前元素的信息放进表中（先查后存可以避免和自己配对）。', en: 'Then store the current element (looking up before storing keeps it from pairing with itself).' },
      { zh: '整体一次遍历，O(n) 时间、O(n) 额外空间。', en: 'One pass overall: O(n) time and O(n) extra space.' },
    ],
    idea: { zh: '用哈希表把重复的查找变成 O(1)', en: 'replace repeated searches with O(1) hash map lookups' },
    structure: 'hash',
  },
  sorting: {
    name: { zh: '排序', en: 'sorting' },
    nudge: {
      zh: '如果先把数据排好序，问题会不会变得简单？排序后，相关的元素会挨在一起吗？',
      en: 'Would the problem get simpler if the data were sorted first? After sorting, do related elements end up next to each other?',
    },
    technique: {
      zh: '先排序（O(n log n)），再利用有序性一次遍历：相邻元素比较、合并区间，或配合双指针、二分查找。',
      en: 'Sort first (O(n log n)), then use the order in one scan: compare neighbours, merge intervals, or combine with two pointers or binary search.',
    },
    steps: [
      { zh: '确定按什么排序（值、起点、终点，或自定义比较规则）。', en: 'Decide what to sort by (value, start, end, or a custom comparison).' },
      { zh: '排序后一次遍历，维护当前的结果（当前区间、上一个元素等）。', en: 'Scan once after sorting, keeping the current result (the current interval, the previous element…).' },
      { zh: '注意相等元素和边界情况。', en: 'Watch out for equal elements and the edges.' },
    ],
    idea: { zh: '排序一次，再利用有序性线性扫描', en: 'sort once and use the order in a linear scan' },
  },
  bit_manipulation: {
    name: { zh: '位运算', en: 'bit manipulation' },
    nudge: {
      zh: '把数字写成二进制看看。异或、与、移位这些运算，有哪些性质能直接用上？',
      en: 'Write the numbers in binary. Which properties of XOR, AND and shifts could do the work for you?',
    },
    technique: {
      zh: '用位运算：例如 x 异或 x 等于 0、x 与 (x − 1) 会去掉最低位的 1、移位可以逐位检查。往往能做到 O(1) 额外空间。',
      en: 'Use bit operations: for example x XOR x is 0, x AND (x − 1) clears the lowest set bit, and shifts check one bit at a time. This often needs only O(1) extra space.',
    },
    steps: [
      { zh: '找出题目中可以用位表示的东西（出现次数的奇偶、集合、标志）。', en: 'Find what can be stored in bits (the parity of counts, a set, flags).' },
      { zh: '选择合适的运算：异或消去成对元素，与运算检查某一位，移位逐位处理。', en: 'Pick the operation: XOR cancels pairs, AND tests a bit, shifts walk through the bits.' },
      { zh: '注意负数和整数位宽。', en: 'Mind negative numbers and the integer width.' },
    ],
    idea: { zh: '利用位运算的性质，省掉额外的空间或循环', en: 'use properties of bit operations to save space or loops' },
  },
  math: {
    name: { zh: '数学规律', en: 'a mathematical property' },
    nudge: {
      zh: '先手算几个小例子，把结果列出来。能看出什么规律或公式吗？',
      en: 'Work out a few small cases by hand and list the results. Do you see a pattern or a formula?',
    },
    technique: {
      zh: '从数学性质入手：找出规律、公式或不变量，往往能把模拟的过程直接换成计算。注意溢出和边界。',
      en: 'Look for the mathematical property: a pattern, a formula or an invariant often replaces step-by-step simulation with a direct computation. Mind overflow and edge cases.',
    },
    steps: [
      { zh: '列出小规模的例子，找规律。', en: 'List small cases and look for the pattern.' },
      { zh: '把规律写成公式或递推，并验证几个例子。', en: 'Turn the pattern into a formula or recurrence and check it on examples.' },
      { zh: '考虑溢出、负数和零等边界情况。', en: 'Consider overflow, negative numbers and zero.' },
    ],
    idea: { zh: '找到规律或公式，直接计算而不是逐步模拟', en: 'find the formula and compute directly instead of simulating' },
  },
  design: {
    name: { zh: '数据结构设计', en: 'data-structure design' },
    nudge: {
      zh: '列出每个操作需要多快。哪些操作需要按键查找？哪些需要维护顺序？',
      en: 'List how fast each operation must be. Which ones need lookup by key, and which need to keep an order?',
    },
    technique: {
      zh: '组合已有的数据结构：哈希表负责 O(1) 查找，链表、栈、队列或堆负责维护顺序，让每个操作都落在最快的结构上。',
      en: 'Combine data structures: a hash map for O(1) lookup, and a linked list, stack, queue or heap to keep order, so every operation lands on the fastest structure.',
    },
    steps: [
      { zh: '写出每个操作要求的复杂度。', en: 'Write down the required cost of each operation.' },
      { zh: '为“查找”和“维护顺序”分别选择结构，并想清楚它们怎样互相指向。', en: 'Pick one structure for lookup and one for order, and decide how they point at each other.' },
      { zh: '逐个操作检查：两个结构是否都被正确更新了。', en: 'Go through each operation and check that both structures stay in sync.' },
    ],
    idea: { zh: '组合哈希表和有序结构，让每个操作都足够快', en: 'combine a hash map with an ordered structure so each operation is fast' },
    structure: 'hash',
  },
  string: {
    name: { zh: '字符串处理', en: 'string processing' },
    nudge: {
      zh: '逐个字符看，你需要记住哪些信息？这些信息能在一次遍历中维护吗？',
      en: 'Going character by character, what do you need to remember? Can you keep it up to date in one pass?',
    },
    technique: {
      zh: '一次遍历字符串，用计数表（哈希表或长度为字母表大小的数组）或几个指针维护需要的信息；避免在循环里反复切片或拼接。',
      en: 'Scan the string once, keeping what you need in a count table (a hash map, or an array the size of the alphabet) or a few pointers; avoid slicing or concatenating inside the loop.',
    },
    steps: [
      { zh: '确定需要维护的状态（字符计数、上次出现的位置、当前长度等）。', en: 'Decide the state to keep (character counts, last positions, the current length…).' },
      { zh: '一次遍历中更新状态，并在合适的时机更新答案。', en: 'Update it in one scan and update the answer at the right moments.' },
      { zh: '需要构造结果字符串时，先收集各段再一次拼接。', en: 'If you build a result string, collect the pieces and join them once.' },
    ],
    idea: { zh: '一次遍历并维护计数或位置信息', en: 'one scan keeping counts or positions' },
    structure: 'hash',
  },
  array: {
    name: { zh: '数组遍历', en: 'array traversal' },
    nudge: {
      zh: '暴力做法里，哪些计算在反复进行？能不能在从左到右遍历时，把需要的信息顺手记下来？',
      en: 'In the brute force, which computation keeps repeating? Could you carry the information you need along as you scan left to right?',
    },
    technique: {
      zh: '在一次（或两次）遍历中维护一些累计信息：前缀/后缀的最值或乘积、当前的最优值、出现过的元素等，用空间换掉重复的计算。',
      en: 'Keep running information during one (or two) scans: prefix/suffix extremes or products, the best so far, the elements already seen — trading a little memory for repeated work.',
    },
    steps: [
      { zh: '找出重复计算的部分。', en: 'Spot the repeated computation.' },
      { zh: '决定在遍历中维护什么变量或辅助数组（必要时从右往左再扫一次）。', en: 'Choose the variables or helper arrays to keep while scanning (scanning right to left once more if needed).' },
      { zh: '用维护的信息在 O(1) 内得到每个位置的结果。', en: 'Use them to get each position’s result in O(1).' },
    ],
    idea: { zh: '遍历时维护累计信息，去掉重复计算', en: 'carry running information through the scan instead of recomputing' },
  },
};

/** Names of the structures a technique relies on, per language, for hints. */
export const STRUCTURES: Record<'hash' | 'heap' | 'deque' | 'stack', Record<CodeLanguage, Bi>> = {
  hash: {
    python: { zh: 'dict 或 set', en: 'a dict or a set' },
    java: { zh: 'HashMap 或 HashSet', en: 'a HashMap or a HashSet' },
    cpp: { zh: 'unordered_map 或 unordered_set', en: 'an unordered_map or an unordered_set' },
    c: { zh: '自己实现的哈希表（或 uthash）；值域小时可以直接用数组计数', en: 'a small hash table of your own (or uthash); when values are small, a plain counting array' },
    javascript: { zh: 'Map 或 Set', en: 'a Map or a Set' },
    typescript: { zh: 'Map 或 Set', en: 'a Map or a Set' },
    go: { zh: 'map', en: 'a map' },
    rust: { zh: 'HashMap 或 HashSet', en: 'a HashMap or a HashSet' },
    csharp: { zh: 'Dictionary 或 HashSet', en: 'a Dictionary or a HashSet' },
    kotlin: { zh: 'HashMap 或 HashSet', en: 'a HashMap or a HashSet' },
    swift: { zh: 'Dictionary 或 Set', en: 'a Dictionary or a Set' },
  },
  heap: {
    python: { zh: 'heapq 模块', en: 'the heapq module' },
    java: { zh: 'PriorityQueue', en: 'a PriorityQueue' },
    cpp: { zh: 'priority_queue', en: 'a priority_queue' },
    c: { zh: '用数组自己实现的二叉堆', en: 'a binary heap written over an array' },
    javascript: { zh: '自己实现的小型二叉堆（JavaScript 没有内置堆）', en: 'a small binary heap of your own (JavaScript has none built in)' },
    typescript: { zh: '自己实现的小型二叉堆（TypeScript 没有内置堆）', en: 'a small binary heap of your own (TypeScript has none built in)' },
    go: { zh: 'container/heap 包', en: 'the container/heap package' },
    rust: { zh: 'BinaryHeap（配合 Reverse 得到小顶堆）', en: 'a BinaryHeap (with Reverse for a min-heap)' },
    csharp: { zh: 'PriorityQueue', en: 'a PriorityQueue' },
    kotlin: { zh: 'PriorityQueue', en: 'a PriorityQueue' },
    swift: { zh: '自己实现的二叉堆（标准库没有堆）', en: 'a binary heap of your own (the standard library has none)' },
  },
  deque: {
    python: { zh: 'collections.deque', en: 'collections.deque' },
    java: { zh: 'ArrayDeque', en: 'an ArrayDeque' },
    cpp: { zh: 'queue 或 deque', en: 'a queue or a deque' },
    c: { zh: '带头尾下标的数组', en: 'an array with head and tail indices' },
    javascript: { zh: '数组加一个头部下标（避免 shift）', en: 'an array with a head index (avoid shift)' },
    typescript: { zh: '数组加一个头部下标（避免 shift）', en: 'an array with a head index (avoid shift)' },
    go: { zh: '切片（按层替换，或维护头部下标）', en: 'a slice (replaced level by level, or with a head index)' },
    rust: { zh: 'VecDeque', en: 'a VecDeque' },
    csharp: { zh: 'Queue', en: 'a Queue' },
    kotlin: { zh: 'ArrayDeque', en: 'an ArrayDeque' },
    swift: { zh: '数组加一个头部下标', en: 'an array with a head index' },
  },
  stack: {
    python: { zh: 'list（append 和 pop）', en: 'a list (append and pop)' },
    java: { zh: 'ArrayDeque（push 和 pop）', en: 'an ArrayDeque (push and pop)' },
    cpp: { zh: 'stack 或 vector', en: 'a stack or a vector' },
    c: { zh: '数组加一个栈顶下标', en: 'an array with a top index' },
    javascript: { zh: '数组（push 和 pop）', en: 'an array (push and pop)' },
    typescript: { zh: '数组（push 和 pop）', en: 'an array (push and pop)' },
    go: { zh: '切片', en: 'a slice' },
    rust: { zh: 'Vec（push 和 pop）', en: 'a Vec (push and pop)' },
    csharp: { zh: 'Stack', en: 'a Stack' },
    kotlin: { zh: 'ArrayDeque 或 MutableList', en: 'an ArrayDeque or a MutableList' },
    swift: { zh: '数组（append 和 popLast）', en: 'an array (append and popLast)' },
  },
};
