// Solutions a learner might paste, for the demo data (npm run seed:demo) and the benchmark's pool of analyses:
// real code that the coach analyses, so that the stored scores, complexities and feedback are what the product
// itself writes. Per starter problem, the attempts in the order a learner would make them: often a slower first
// try, then a better one. Written for this project; none is copied from anywhere.
import type { CodeLanguage } from '../../coach/types.ts';

export interface DemoAttempt {
  language: CodeLanguage;
  code: string;
}

export interface DemoProblemSolutions {
  slug: string;
  attempts: DemoAttempt[];
}

/** The text up to its last line break that only blanks follow (as is when none does). */
function withoutTrailingBlankLines(text: string): string {
  const end = text.indexOf('\n', text.trimEnd().length);
  return end < 0 ? text : text.slice(0, end);
}

/** Strips the indentation the programs have inside this file. */
function src(code: string): string {
  const lines = withoutTrailingBlankLines(code.replace(/^\n/, '')).split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return `${lines.map((l) => l.slice(indent)).join('\n')}\n`;
}

const python = (code: string): DemoAttempt => ({ language: 'python', code: src(code) });
const java = (code: string): DemoAttempt => ({ language: 'java', code: src(code) });
const cpp = (code: string): DemoAttempt => ({ language: 'cpp', code: src(code) });
const javascript = (code: string): DemoAttempt => ({ language: 'javascript', code: src(code) });
const go = (code: string): DemoAttempt => ({ language: 'go', code: src(code) });

export const DEMO_SOLUTIONS: DemoProblemSolutions[] = [
  {
    slug: 'two-sum',
    attempts: [
      python(`
        class Solution:
            def twoSum(self, nums, target):
                for i in range(len(nums)):
                    for j in range(i + 1, len(nums)):
                        if nums[i] + nums[j] == target:
                            return [i, j]
                return []
      `),
      python(`
        class Solution:
            def twoSum(self, nums, target):
                seen = {}
                for i, num in enumerate(nums):
                    if target - num in seen:
                        return [seen[target - num], i]
                    seen[num] = i
                return []
      `),
    ],
  },
  {
    slug: 'valid-parentheses',
    attempts: [
      python(`
        class Solution:
            def isValid(self, s):
                pairs = {')': '(', ']': '[', '}': '{'}
                stack = []
                for ch in s:
                    if ch in pairs:
                        if not stack or stack.pop() != pairs[ch]:
                            return False
                    else:
                        stack.append(ch)
                return not stack
      `),
    ],
  },
  {
    slug: 'best-time-to-buy-and-sell-stock',
    attempts: [
      python(`
        class Solution:
            def maxProfit(self, prices):
                best = 0
                for i in range(len(prices)):
                    for j in range(i + 1, len(prices)):
                        best = max(best, prices[j] - prices[i])
                return best
      `),
      python(`
        class Solution:
            def maxProfit(self, prices):
                lowest = float('inf')
                best = 0
                for price in prices:
                    lowest = min(lowest, price)
                    best = max(best, price - lowest)
                return best
      `),
    ],
  },
  {
    slug: 'climbing-stairs',
    attempts: [
      python(`
        class Solution:
            def climbStairs(self, n):
                if n <= 2:
                    return n
                return self.climbStairs(n - 1) + self.climbStairs(n - 2)
      `),
      python(`
        class Solution:
            def climbStairs(self, n):
                a, b = 1, 1
                for _ in range(n - 1):
                    a, b = b, a + b
                return b
      `),
    ],
  },
  {
    slug: 'maximum-subarray',
    attempts: [
      java(`
        class Solution {
            public int maxSubArray(int[] nums) {
                int best = nums[0];
                for (int i = 0; i < nums.length; i++) {
                    int sum = 0;
                    for (int j = i; j < nums.length; j++) {
                        sum += nums[j];
                        best = Math.max(best, sum);
                    }
                }
                return best;
            }
        }
      `),
      java(`
        class Solution {
            public int maxSubArray(int[] nums) {
                int best = nums[0];
                int current = nums[0];
                for (int i = 1; i < nums.length; i++) {
                    current = Math.max(nums[i], current + nums[i]);
                    best = Math.max(best, current);
                }
                return best;
            }
        }
      `),
    ],
  },
  {
    slug: 'valid-palindrome',
    attempts: [
      python(`
        class Solution:
            def isPalindrome(self, s):
                cleaned = ''
                for ch in s:
                    if ch.isalnum():
                        cleaned += ch.lower()
                return cleaned == cleaned[::-1]
      `),
      python(`
        class Solution:
            def isPalindrome(self, s):
                i, j = 0, len(s) - 1
                while i < j:
                    if not s[i].isalnum():
                        i += 1
                    elif not s[j].isalnum():
                        j -= 1
                    elif s[i].lower() != s[j].lower():
                        return False
                    else:
                        i += 1
                        j -= 1
                return True
      `),
    ],
  },
  {
    slug: 'single-number',
    attempts: [
      python(`
        class Solution:
            def singleNumber(self, nums):
                counts = {}
                for num in nums:
                    counts[num] = counts.get(num, 0) + 1
                for num, count in counts.items():
                    if count == 1:
                        return num
      `),
      python(`
        class Solution:
            def singleNumber(self, nums):
                result = 0
                for num in nums:
                    result ^= num
                return result
      `),
    ],
  },
  {
    slug: 'reverse-linked-list',
    attempts: [
      cpp(`
        class Solution {
        public:
            ListNode* reverseList(ListNode* head) {
                ListNode* previous = nullptr;
                ListNode* current = head;
                while (current != nullptr) {
                    ListNode* next = current->next;
                    current->next = previous;
                    previous = current;
                    current = next;
                }
                return previous;
            }
        };
      `),
    ],
  },
  {
    slug: 'merge-two-sorted-lists',
    attempts: [
      python(`
        class Solution:
            def mergeTwoLists(self, list1, list2):
                dummy = ListNode()
                tail = dummy
                while list1 and list2:
                    if list1.val <= list2.val:
                        tail.next = list1
                        list1 = list1.next
                    else:
                        tail.next = list2
                        list2 = list2.next
                    tail = tail.next
                tail.next = list1 or list2
                return dummy.next
      `),
    ],
  },
  {
    slug: 'maximum-depth-of-binary-tree',
    attempts: [
      javascript(`
        var maxDepth = function (root) {
          if (root === null) return 0;
          return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
        };
      `),
    ],
  },
  {
    slug: 'invert-binary-tree',
    attempts: [
      python(`
        class Solution:
            def invertTree(self, root):
                if root is None:
                    return None
                root.left, root.right = self.invertTree(root.right), self.invertTree(root.left)
                return root
      `),
    ],
  },
  {
    slug: 'valid-anagram',
    attempts: [
      python(`
        class Solution:
            def isAnagram(self, s, t):
                return sorted(s) == sorted(t)
      `),
      python(`
        class Solution:
            def isAnagram(self, s, t):
                if len(s) != len(t):
                    return False
                counts = [0] * 26
                for a, b in zip(s, t):
                    counts[ord(a) - ord('a')] += 1
                    counts[ord(b) - ord('a')] -= 1
                return all(c == 0 for c in counts)
      `),
    ],
  },
  {
    slug: 'binary-search',
    attempts: [
      go(`
        func search(nums []int, target int) int {
            lo, hi := 0, len(nums)-1
            for lo <= hi {
                mid := lo + (hi-lo)/2
                if nums[mid] == target {
                    return mid
                } else if nums[mid] < target {
                    lo = mid + 1
                } else {
                    hi = mid - 1
                }
            }
            return -1
        }
      `),
    ],
  },
  {
    slug: 'house-robber',
    attempts: [
      python(`
        class Solution:
            def rob(self, nums):
                dp = [0] * (len(nums) + 1)
                dp[1] = nums[0]
                for i in range(2, len(nums) + 1):
                    dp[i] = max(dp[i - 1], dp[i - 2] + nums[i - 1])
                return dp[len(nums)]
      `),
      python(`
        class Solution:
            def rob(self, nums):
                take, skip = 0, 0
                for num in nums:
                    take, skip = skip + num, max(take, skip)
                return max(take, skip)
      `),
    ],
  },
  {
    slug: 'longest-substring-without-repeating-characters',
    attempts: [
      python(`
        class Solution:
            def lengthOfLongestSubstring(self, s):
                best = 0
                for i in range(len(s)):
                    seen = set()
                    for j in range(i, len(s)):
                        if s[j] in seen:
                            break
                        seen.add(s[j])
                        best = max(best, j - i + 1)
                return best
      `),
      python(`
        class Solution:
            def lengthOfLongestSubstring(self, s):
                last = {}
                left = 0
                best = 0
                for right, ch in enumerate(s):
                    if ch in last and last[ch] >= left:
                        left = last[ch] + 1
                    last[ch] = right
                    best = max(best, right - left + 1)
                return best
      `),
    ],
  },
  {
    slug: 'number-of-islands',
    attempts: [
      python(`
        class Solution:
            def numIslands(self, grid):
                rows, cols = len(grid), len(grid[0])
                count = 0

                def sink(r, c):
                    if r < 0 or c < 0 or r >= rows or c >= cols or grid[r][c] != '1':
                        return
                    grid[r][c] = '0'
                    sink(r + 1, c)
                    sink(r - 1, c)
                    sink(r, c + 1)
                    sink(r, c - 1)

                for r in range(rows):
                    for c in range(cols):
                        if grid[r][c] == '1':
                            count += 1
                            sink(r, c)
                return count
      `),
    ],
  },
  {
    slug: 'group-anagrams',
    attempts: [
      python(`
        from collections import defaultdict

        class Solution:
            def groupAnagrams(self, strs):
                groups = defaultdict(list)
                for word in strs:
                    groups[''.join(sorted(word))].append(word)
                return list(groups.values())
      `),
    ],
  },
  {
    slug: 'product-of-array-except-self',
    attempts: [
      java(`
        class Solution {
            public int[] productExceptSelf(int[] nums) {
                int n = nums.length;
                int[] answer = new int[n];
                for (int i = 0; i < n; i++) {
                    int product = 1;
                    for (int j = 0; j < n; j++) {
                        if (j != i) product *= nums[j];
                    }
                    answer[i] = product;
                }
                return answer;
            }
        }
      `),
      java(`
        class Solution {
            public int[] productExceptSelf(int[] nums) {
                int n = nums.length;
                int[] answer = new int[n];
                answer[0] = 1;
                for (int i = 1; i < n; i++) answer[i] = answer[i - 1] * nums[i - 1];
                int suffix = 1;
                for (int i = n - 1; i >= 0; i--) {
                    answer[i] *= suffix;
                    suffix *= nums[i];
                }
                return answer;
            }
        }
      `),
    ],
  },
  {
    slug: 'coin-change',
    attempts: [
      python(`
        class Solution:
            def coinChange(self, coins, amount):
                best = [0] + [amount + 1] * amount
                for value in range(1, amount + 1):
                    for coin in coins:
                        if coin <= value:
                            best[value] = min(best[value], best[value - coin] + 1)
                return best[amount] if best[amount] <= amount else -1
      `),
    ],
  },
  {
    slug: 'daily-temperatures',
    attempts: [
      cpp(`
        class Solution {
        public:
            vector<int> dailyTemperatures(vector<int>& temperatures) {
                int n = temperatures.size();
                vector<int> answer(n, 0);
                for (int i = 0; i < n; i++) {
                    for (int j = i + 1; j < n; j++) {
                        if (temperatures[j] > temperatures[i]) {
                            answer[i] = j - i;
                            break;
                        }
                    }
                }
                return answer;
            }
        };
      `),
      cpp(`
        class Solution {
        public:
            vector<int> dailyTemperatures(vector<int>& temperatures) {
                int n = temperatures.size();
                vector<int> answer(n, 0);
                stack<int> waiting;
                for (int i = 0; i < n; i++) {
                    while (!waiting.empty() && temperatures[waiting.top()] < temperatures[i]) {
                        answer[waiting.top()] = i - waiting.top();
                        waiting.pop();
                    }
                    waiting.push(i);
                }
                return answer;
            }
        };
      `),
    ],
  },
  {
    slug: 'merge-intervals',
    attempts: [
      python(`
        class Solution:
            def merge(self, intervals):
                intervals.sort(key=lambda interval: interval[0])
                merged = []
                for start, end in intervals:
                    if merged and start <= merged[-1][1]:
                        merged[-1][1] = max(merged[-1][1], end)
                    else:
                        merged.append([start, end])
                return merged
      `),
    ],
  },
  {
    slug: 'kth-largest-element-in-an-array',
    attempts: [
      python(`
        class Solution:
            def findKthLargest(self, nums, k):
                nums.sort()
                return nums[len(nums) - k]
      `),
      python(`
        import heapq

        class Solution:
            def findKthLargest(self, nums, k):
                heap = []
                for num in nums:
                    heapq.heappush(heap, num)
                    if len(heap) > k:
                        heapq.heappop(heap)
                return heap[0]
      `),
    ],
  },
  {
    slug: 'longest-consecutive-sequence',
    attempts: [
      python(`
        class Solution:
            def longestConsecutive(self, nums):
                present = set(nums)
                best = 0
                for num in present:
                    if num - 1 not in present:
                        length = 1
                        while num + length in present:
                            length += 1
                        best = max(best, length)
                return best
      `),
    ],
  },
  {
    slug: 'course-schedule',
    attempts: [
      python(`
        from collections import deque

        class Solution:
            def canFinish(self, numCourses, prerequisites):
                graph = [[] for _ in range(numCourses)]
                indegree = [0] * numCourses
                for course, before in prerequisites:
                    graph[before].append(course)
                    indegree[course] += 1
                queue = deque(c for c in range(numCourses) if indegree[c] == 0)
                taken = 0
                while queue:
                    course = queue.popleft()
                    taken += 1
                    for nxt in graph[course]:
                        indegree[nxt] -= 1
                        if indegree[nxt] == 0:
                            queue.append(nxt)
                return taken == numCourses
      `),
    ],
  },
  {
    slug: 'maximum-average-subarray-i',
    attempts: [
      javascript(`
        var findMaxAverage = function (nums, k) {
          let sum = 0;
          for (let i = 0; i < k; i++) sum += nums[i];
          let best = sum;
          for (let i = k; i < nums.length; i++) {
            sum += nums[i] - nums[i - k];
            best = Math.max(best, sum);
          }
          return best / k;
        };
      `),
    ],
  },
  {
    slug: 'counting-bits',
    attempts: [
      python(`
        class Solution:
            def countBits(self, n):
                bits = [0] * (n + 1)
                for i in range(1, n + 1):
                    bits[i] = bits[i >> 1] + (i & 1)
                return bits
      `),
    ],
  },
  {
    slug: 'search-in-rotated-sorted-array',
    attempts: [
      python(`
        class Solution:
            def search(self, nums, target):
                lo, hi = 0, len(nums) - 1
                while lo <= hi:
                    mid = (lo + hi) // 2
                    if nums[mid] == target:
                        return mid
                    if nums[lo] <= nums[mid]:
                        if nums[lo] <= target < nums[mid]:
                            hi = mid - 1
                        else:
                            lo = mid + 1
                    else:
                        if nums[mid] < target <= nums[hi]:
                            lo = mid + 1
                        else:
                            hi = mid - 1
                return -1
      `),
    ],
  },
  {
    slug: 'palindrome-number',
    attempts: [
      python(`
        class Solution:
            def isPalindrome(self, x):
                return str(x) == str(x)[::-1]
      `),
      python(`
        class Solution:
            def isPalindrome(self, x):
                if x < 0 or (x % 10 == 0 and x != 0):
                    return False
                reverted = 0
                while x > reverted:
                    reverted = reverted * 10 + x % 10
                    x //= 10
                return x == reverted or x == reverted // 10
      `),
    ],
  },
  {
    slug: 'longest-common-prefix',
    attempts: [
      python(`
        class Solution:
            def longestCommonPrefix(self, strs):
                prefix = strs[0]
                for word in strs[1:]:
                    while not word.startswith(prefix):
                        prefix = prefix[:-1]
                return prefix
      `),
    ],
  },
  {
    slug: 'find-the-index-of-the-first-occurrence-in-a-string',
    attempts: [
      python(`
        class Solution:
            def strStr(self, haystack, needle):
                for start in range(len(haystack) - len(needle) + 1):
                    if haystack[start:start + len(needle)] == needle:
                        return start
                return -1
      `),
    ],
  },
  {
    slug: 'merge-sorted-array',
    attempts: [
      python(`
        class Solution:
            def merge(self, nums1, m, nums2, n):
                nums1[m:] = nums2
                nums1.sort()
      `),
      python(`
        class Solution:
            def merge(self, nums1, m, nums2, n):
                i, j, k = m - 1, n - 1, m + n - 1
                while j >= 0:
                    if i >= 0 and nums1[i] > nums2[j]:
                        nums1[k] = nums1[i]
                        i -= 1
                    else:
                        nums1[k] = nums2[j]
                        j -= 1
                    k -= 1
      `),
    ],
  },
  {
    slug: 'isomorphic-strings',
    attempts: [
      python(`
        class Solution:
            def isIsomorphic(self, s, t):
                forward, backward = {}, {}
                for a, b in zip(s, t):
                    if forward.get(a, b) != b or backward.get(b, a) != a:
                        return False
                    forward[a] = b
                    backward[b] = a
                return True
      `),
    ],
  },
  {
    slug: 'implement-queue-using-stacks',
    attempts: [
      java(`
        class MyQueue {
            private final Deque<Integer> in = new ArrayDeque<>();
            private final Deque<Integer> out = new ArrayDeque<>();

            public void push(int x) {
                in.push(x);
            }

            public int pop() {
                peek();
                return out.pop();
            }

            public int peek() {
                if (out.isEmpty()) {
                    while (!in.isEmpty()) out.push(in.pop());
                }
                return out.peek();
            }

            public boolean empty() {
                return in.isEmpty() && out.isEmpty();
            }
        }
      `),
    ],
  },
  {
    slug: 'assign-cookies',
    attempts: [
      go(`
        func findContentChildren(g []int, s []int) int {
            sort.Ints(g)
            sort.Ints(s)
            child := 0
            for _, cookie := range s {
                if child < len(g) && cookie >= g[child] {
                    child++
                }
            }
            return child
        }
      `),
    ],
  },
  {
    slug: '3sum',
    attempts: [
      python(`
        class Solution:
            def threeSum(self, nums):
                nums.sort()
                result = []
                for i in range(len(nums) - 2):
                    if i > 0 and nums[i] == nums[i - 1]:
                        continue
                    lo, hi = i + 1, len(nums) - 1
                    while lo < hi:
                        total = nums[i] + nums[lo] + nums[hi]
                        if total < 0:
                            lo += 1
                        elif total > 0:
                            hi -= 1
                        else:
                            result.append([nums[i], nums[lo], nums[hi]])
                            while lo < hi and nums[lo] == nums[lo + 1]:
                                lo += 1
                            lo += 1
                            hi -= 1
                return result
      `),
    ],
  },
  {
    slug: 'jump-game',
    attempts: [
      javascript(`
        var canJump = function (nums) {
          let reach = 0;
          for (let i = 0; i < nums.length; i++) {
            if (i > reach) return false;
            reach = Math.max(reach, i + nums[i]);
          }
          return true;
        };
      `),
    ],
  },
  {
    slug: 'binary-tree-level-order-traversal',
    attempts: [
      python(`
        from collections import deque

        class Solution:
            def levelOrder(self, root):
                if root is None:
                    return []
                levels = []
                queue = deque([root])
                while queue:
                    level = []
                    for _ in range(len(queue)):
                        node = queue.popleft()
                        level.append(node.val)
                        if node.left:
                            queue.append(node.left)
                        if node.right:
                            queue.append(node.right)
                    levels.append(level)
                return levels
      `),
    ],
  },
  {
    slug: 'validate-binary-search-tree',
    attempts: [
      java(`
        class Solution {
            public boolean isValidBST(TreeNode root) {
                return check(root, Long.MIN_VALUE, Long.MAX_VALUE);
            }

            private boolean check(TreeNode node, long low, long high) {
                if (node == null) return true;
                if (node.val <= low || node.val >= high) return false;
                return check(node.left, low, node.val) && check(node.right, node.val, high);
            }
        }
      `),
    ],
  },
  {
    slug: 'rotting-oranges',
    attempts: [
      python(`
        from collections import deque

        class Solution:
            def orangesRotting(self, grid):
                rows, cols = len(grid), len(grid[0])
                queue = deque()
                fresh = 0
                for r in range(rows):
                    for c in range(cols):
                        if grid[r][c] == 2:
                            queue.append((r, c, 0))
                        elif grid[r][c] == 1:
                            fresh += 1
                minutes = 0
                while queue:
                    r, c, minutes = queue.popleft()
                    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        nr, nc = r + dr, c + dc
                        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == 1:
                            grid[nr][nc] = 2
                            fresh -= 1
                            queue.append((nr, nc, minutes + 1))
                return minutes if fresh == 0 else -1
      `),
    ],
  },
  {
    slug: 'min-stack',
    attempts: [
      python(`
        class MinStack:
            def __init__(self):
                self.stack = []

            def push(self, val):
                smallest = min(val, self.stack[-1][1]) if self.stack else val
                self.stack.append((val, smallest))

            def pop(self):
                self.stack.pop()

            def top(self):
                return self.stack[-1][0]

            def getMin(self):
                return self.stack[-1][1]
      `),
    ],
  },
  {
    slug: 'permutations',
    attempts: [
      python(`
        class Solution:
            def permute(self, nums):
                result = []
                path = []
                used = [False] * len(nums)

                def backtrack():
                    if len(path) == len(nums):
                        result.append(path[:])
                        return
                    for i, num in enumerate(nums):
                        if used[i]:
                            continue
                        used[i] = True
                        path.append(num)
                        backtrack()
                        path.pop()
                        used[i] = False

                backtrack()
                return result
      `),
    ],
  },
  {
    slug: 'subsets',
    attempts: [
      python(`
        class Solution:
            def subsets(self, nums):
                result = [[]]
                for num in nums:
                    result += [subset + [num] for subset in result]
                return result
      `),
    ],
  },
  {
    slug: 'longest-palindromic-substring',
    attempts: [
      python(`
        class Solution:
            def longestPalindrome(self, s):
                best = ''
                for i in range(len(s)):
                    for j in range(i, len(s)):
                        part = s[i:j + 1]
                        if part == part[::-1] and len(part) > len(best):
                            best = part
                return best
      `),
      python(`
        class Solution:
            def longestPalindrome(self, s):
                start, length = 0, 0
                for center in range(2 * len(s) - 1):
                    left, right = center // 2, (center + 1) // 2
                    while left >= 0 and right < len(s) and s[left] == s[right]:
                        left -= 1
                        right += 1
                    if right - left - 1 > length:
                        start, length = left + 1, right - left - 1
                return s[start:start + length]
      `),
    ],
  },
  {
    slug: 'lru-cache',
    attempts: [
      python(`
        from collections import OrderedDict

        class LRUCache:
            def __init__(self, capacity):
                self.capacity = capacity
                self.items = OrderedDict()

            def get(self, key):
                if key not in self.items:
                    return -1
                self.items.move_to_end(key)
                return self.items[key]

            def put(self, key, value):
                self.items[key] = value
                self.items.move_to_end(key)
                if len(self.items) > self.capacity:
                    self.items.popitem(last=False)
      `),
    ],
  },
];
