import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seededRandom } from '../apps/server/src/lib/seeded-random';

/**
 * Markdown posts as an owner would import them (README "Writing content"): front matter without a
 * cover, about 1,500 Chinese characters of tech-blog prose under `##`/`###` headings, and two or
 * three fenced code blocks in different languages. Deterministic: the same seed writes the same
 * files, so every run measures the same articles. Run directly to look at them:
 * `node --import tsx bench/posts.ts <folder> [count]`.
 */

export interface BenchPost {
  file: string;
  title: string;
  /** Chinese characters of the prose (code, headings and punctuation not counted). */
  hanCharacters: number;
  codeLanguages: string[];
}

interface Subject {
  /** How the prose names it. */
  name: string;
  category: string;
  tags: string[];
  concepts: string[];
  tools: string[];
  problems: string[];
  /** Code languages such an article shows first. */
  languages: Language[];
  /** Things only this subject's articles say. */
  notes: string[];
}

type Language = 'ts' | 'js' | 'python' | 'bash' | 'go' | 'css' | 'json';

const subjects: Subject[] = [
  {
    name: 'Redis',
    category: '后端',
    tags: ['Redis', '缓存', '性能优化'],
    concepts: ['缓存穿透', '缓存雪崩', '过期策略', '淘汰策略', '持久化', '主从复制', '分布式锁'],
    tools: ['`redis-cli`', 'Lua 脚本', '哨兵模式', '慢查询日志'],
    problems: ['热点键把单个节点的处理器打满', '大键阻塞主线程', '缓存与数据库不一致'],
    languages: ['bash', 'ts', 'json'],
    notes: [
      'Redis 的命令执行是单线程的，所以任何一条耗时的命令都会让后面的请求排队。',
      '给所有键都设置同一个过期时间，等于提前约好了一次集体失效。',
      '分布式锁最难的部分不是加锁，而是锁过期之后业务还没有执行完。',
      '持久化文件重写期间的内存翻倍，是很多小规格实例被系统杀掉的原因。',
    ],
  },
  {
    name: 'Go',
    category: '后端',
    tags: ['Go', '并发'],
    concepts: ['协程调度', '通道', '上下文取消', '等待组', '数据竞争', '内存逃逸'],
    tools: ['`go test -race`', '`pprof`', 'errgroup', '基准测试'],
    problems: ['协程泄漏', '死锁', '通道永久阻塞'],
    languages: ['go', 'bash', 'json'],
    notes: [
      '启动一个协程只需要一个关键字，但决定它什么时候结束需要认真设计。',
      '不要通过共享内存来通信，而要通过通信来共享内存，这句话值得反复体会。',
      '竞态检测器会让程序慢上好几倍，但它找到的每一个问题都是真实存在的。',
      '上下文应该作为第一个参数层层传递，而不是藏在结构体里。',
    ],
  },
  {
    name: 'React',
    category: '前端',
    tags: ['React', 'JavaScript'],
    concepts: ['协调算法', '并发渲染', '悬念边界', '记忆化', '状态提升', '服务端渲染', '水合'],
    tools: ['React 开发者工具', '性能分析器', 'Vite', '状态管理库'],
    problems: ['不必要的重复渲染', '水合结果不一致', '闭包里读到旧的状态'],
    languages: ['ts', 'js', 'css'],
    notes: [
      '组件只是一个函数，渲染只是一次调用，想明白这一点很多困惑就消失了。',
      '把状态放在离使用它最近的地方，往往比任何记忆化技巧都有效。',
      '服务端渲染出来的标记必须和客户端第一次渲染的结果完全一致，否则水合就会出错。',
      '副作用里的依赖数组不是性能优化手段，而是对数据流的如实描述。',
    ],
  },
  {
    name: 'TypeScript',
    category: '前端',
    tags: ['TypeScript', 'JavaScript'],
    concepts: ['条件类型', '映射类型', '类型收窄', '泛型约束', '模板字面量类型', '判别联合'],
    tools: ['`tsc`', '编辑器的语言服务', '类型测试', '严格模式'],
    problems: ['随处可见的任意类型', '推断出的类型过宽', '类型检查越来越慢'],
    languages: ['ts', 'json', 'js'],
    notes: [
      '类型系统的价值不在于证明程序正确，而在于让错误尽早暴露。',
      '判别联合配合穷尽检查，能让编译器替你记住每一个分支。',
      '过于聪明的类型体操会让同事望而却步，可读性同样是类型设计的一部分。',
      '开启严格模式的最好时机是项目第一天，其次是现在。',
    ],
  },
  {
    name: 'PostgreSQL',
    category: '数据库',
    tags: ['数据库', 'SQL', '性能优化'],
    concepts: ['执行计划', '覆盖索引', '多版本并发控制', '事务隔离级别', '连接池', '表膨胀'],
    tools: ['`EXPLAIN ANALYZE`', '慢查询统计视图', '连接池中间件', '自动清理进程'],
    problems: ['慢查询拖垮整个实例', '索引明明建了却没有被使用', '长事务导致的锁等待'],
    languages: ['bash', 'python', 'json'],
    notes: [
      '执行计划里的估算行数和实际行数差了两个数量级，通常意味着统计信息过期了。',
      '索引不是越多越好，每一个索引都会让写入变慢一点。',
      '一个忘记提交的事务，可能让整张表的旧版本数据一直无法回收。',
      '连接数并不是越大越好，超过处理器核数太多之后吞吐反而会下降。',
    ],
  },
  {
    name: 'CSS',
    category: '前端',
    tags: ['CSS', '性能优化'],
    concepts: ['层叠上下文', '合成层', '容器查询', '逻辑属性', '自定义属性', '网格布局'],
    tools: ['浏览器的性能面板', 'PostCSS', '样式检查工具', '渲染图层面板'],
    problems: ['布局抖动', '动画掉帧', '样式互相覆盖'],
    languages: ['css', 'ts', 'js'],
    notes: [
      '只改变透明度和变换的动画，才能完整地交给合成线程去执行。',
      '给图片写明宽高比，是消除累积布局偏移最便宜的办法。',
      '层叠上下文一旦形成，里面的元素再怎么提高层级也越不过外面的兄弟元素。',
      '容器查询让组件第一次真正拥有了根据自身尺寸调整样式的能力。',
    ],
  },
  {
    name: 'Docker',
    category: '工具与效率',
    tags: ['Docker', 'Linux'],
    concepts: ['多阶段构建', '镜像分层', '健康检查', '只读文件系统', '资源限制'],
    tools: ['`docker compose`', 'BuildKit', '镜像分析工具', '容器日志'],
    problems: ['镜像体积越来越大', '容器里的时区不对', '容器内的僵尸进程'],
    languages: ['bash', 'json', 'go'],
    notes: [
      '把变化最少的指令写在最前面，才能充分利用构建缓存。',
      '容器里的一号进程要负责回收子进程，这件事很多应用并不会做。',
      '多阶段构建把编译工具留在了构建阶段，最终镜像只剩下运行所需的文件。',
      '健康检查失败时的重启策略，决定了一次故障是自愈还是雪崩。',
    ],
  },
  {
    name: 'Linux',
    category: '工具与效率',
    tags: ['Linux', '性能优化'],
    concepts: ['负载均值', '上下文切换', '页缓存', '文件描述符', '控制组'],
    tools: ['`vmstat`', '`strace`', '`perf`', '`iostat`'],
    problems: ['软中断占满了一个核', '内存缓慢泄漏', '磁盘读写饱和'],
    languages: ['bash', 'python', 'go'],
    notes: [
      '负载均值高并不一定是处理器忙，等待磁盘的进程同样会被算进去。',
      '空闲内存少不代表内存不够，页缓存随时可以被回收。',
      '文件描述符耗尽时的报错信息，往往出现在离真正原因很远的地方。',
      '火焰图的宽度代表时间占比，而不是调用顺序。',
    ],
  },
  {
    name: 'Node.js',
    category: '后端',
    tags: ['Node.js', 'JavaScript'],
    concepts: ['事件循环', '流与背压', '工作线程', '异步上下文', '连接复用'],
    tools: ['autocannon', 'Fastify', '`node --cpu-prof`', '诊断报告'],
    problems: ['事件循环被同步代码阻塞', '内存随请求数持续上涨', '未处理的异步拒绝'],
    languages: ['js', 'ts', 'bash'],
    notes: [
      '一次耗时五十毫秒的同步计算，会让同一时刻所有的请求都多等五十毫秒。',
      '流的背压机制保证了生产者不会把消费者淹没，前提是你正确地处理了写入的返回值。',
      '工作线程适合计算密集的任务，对输入输出密集的任务帮助不大。',
      '连接复用省下的握手时间，在高并发下往往比业务代码的优化更可观。',
    ],
  },
  {
    name: 'Python',
    category: '后端',
    tags: ['Python'],
    concepts: ['生成器', '迭代器协议', '全局解释器锁', '异步输入输出', '向量化计算'],
    tools: ['pandas', 'asyncio', '`cProfile`', '类型注解'],
    problems: ['内存占用居高不下', '循环慢得无法接受', '文本编码错误'],
    languages: ['python', 'bash', 'json'],
    notes: [
      '生成器让我们可以处理比内存大得多的数据，代价是只能向前遍历一次。',
      '全局解释器锁限制的是字节码的并行执行，等待网络时它会被释放。',
      '能用向量化完成的计算，就不要写成逐行循环。',
      '读文件时显式写明编码，可以避免很多只在别人电脑上出现的错误。',
    ],
  },
  {
    name: 'Git',
    category: '工具与效率',
    tags: ['Git', '工具'],
    concepts: ['变基', '交互式暂存', '分支策略', '二分查找', '引用日志'],
    tools: ['`git bisect`', '`git reflog`', '提交前钩子', '`git worktree`'],
    problems: ['大规模合并冲突', '误删了还没合并的分支', '提交历史一团乱麻'],
    languages: ['bash', 'json', 'js'],
    notes: [
      '只要提交过，内容就几乎不可能真正丢失，引用日志会记住一切。',
      '小而专注的提交，让代码评审和回滚都变得轻松。',
      '二分查找能在几十次提交里用几步找到引入问题的那一次。',
      '不要对已经推送到公共分支的提交做变基，这是团队协作的底线。',
    ],
  },
  {
    name: '前端性能',
    category: '前端',
    tags: ['性能优化', 'JavaScript'],
    concepts: ['关键渲染路径', '代码分割', '资源预加载', '长任务', '最大内容绘制', '累积布局偏移'],
    tools: ['Lighthouse', '浏览器的网络面板', '性能面板', '真实用户监控'],
    problems: ['首屏长时间白屏', '主线程被长任务占满', '字体加载导致文字闪烁'],
    languages: ['js', 'ts', 'css'],
    notes: [
      '用户感受到的速度，取决于第一屏什么时候出现，而不是整个页面什么时候加载完。',
      '每多加载一百千字节的脚本，在中低端手机上就要多花好几百毫秒去解析和执行。',
      '服务端直接输出首屏内容，是缩短最大内容绘制时间最直接的办法。',
      '预加载是一把双刃剑，预加载了不需要的资源反而会拖慢真正重要的请求。',
    ],
  },
  {
    name: '算法',
    category: '随笔',
    tags: ['算法', '数据结构'],
    concepts: ['哈希表', '二叉堆', '跳表', '前缀树', '动态规划', '双指针'],
    tools: ['单元测试', '基准测试', '可视化工具', '随机数据生成器'],
    problems: ['时间复杂度在特殊输入下退化', '边界条件处理错误', '递归层数过深'],
    languages: ['python', 'go', 'ts'],
    notes: [
      '复杂度分析告诉我们增长的趋势，但常数项在实际工程里同样重要。',
      '哈希表的平均性能很好，但遇到精心构造的输入时可能退化成链表。',
      '动态规划的难点不在于写代码，而在于找到正确的状态定义。',
      '用随机数据和暴力解法做对拍，是验证算法正确性最朴素也最可靠的方法。',
    ],
  },
  {
    name: '工程实践',
    category: '随笔',
    tags: ['工程实践', '生活'],
    concepts: ['代码评审', '技术债务', '文档', '重构', '持续集成'],
    tools: ['看板', '笔记软件', '持续集成流水线', '架构决策记录'],
    problems: ['需求频繁变更', '沟通成本越来越高', '长期加班带来的倦怠'],
    languages: ['bash', 'json', 'ts'],
    notes: [
      '技术债务就像信用卡，偶尔透支没有问题，问题在于从来不还。',
      '写给半年后的自己看的文档，往往也是新同事最需要的文档。',
      '代码评审的目标是让代码变好，而不是证明谁更聪明。',
      '重构之前先有测试，否则你无法知道自己有没有改变行为。',
    ],
  },
];

const angles = [
  '从原理到实践',
  '我踩过的那些坑',
  '一次线上事故的复盘',
  '读源码的笔记',
  '一份实用清单',
  '常见误区与正确做法',
  '在项目中的落地',
  '性能对比与取舍',
  '写给新手的入门',
  '三年使用心得',
];

/** Sentences of the opening paragraph. */
const openings = [
  '很多人第一次接触{C}时，都会觉得它只是{S}里一个不起眼的细节。',
  '这篇文章想把我对{C}的理解整理一下，顺便记录几次排查{P}的经历。',
  '最近在项目里又一次和{C}打了交道，趁着记忆还新鲜，写下来备忘。',
  '关于{C}的文章已经很多了，但大多停留在概念层面，很少讲到真实项目里的细节。',
  '去年我们的服务遇到了{P}，追查下去，根源正是对{C}的误解。',
  '如果你也被{P}困扰过，这篇文章或许能给你一点启发。',
  '我用{S}已经好几年了，直到最近才真正弄明白{C}是怎么回事。',
];

/** Sentences of the body, drawn in a shuffled order. */
const sentences = [
  '但真正在生产环境里跑过一段时间之后，我才意识到{C}几乎决定了整个系统的上限。',
  '先说结论：{C}本身并不复杂，复杂的是它和{D}交织在一起之后产生的各种边界情况。',
  '如果只看官方文档，很容易忽略{D}对{C}的影响。',
  '我们团队最早遇到的问题是{P}，当时谁也没往{C}上想。',
  '排查的第一步永远是先稳定复现，再用{T}把现场保留下来。',
  '用{T}观察了大约{N}分钟之后，规律开始变得清晰起来。',
  '事后回头看，这个问题其实在设计阶段就埋下了伏笔。',
  '{C}的核心思想可以用一句话概括：把代价从最频繁执行的路径上挪走。',
  '换句话说，我们不是在消除成本，而是在选择什么时候、由谁来付出这个成本。',
  '理解了这一点，很多看似随意的默认值就都说得通了。',
  '举个具体的例子，假设我们的服务每秒要处理{N}00个请求。',
  '在这种量级下，任何一次多余的内存拷贝都会被放大很多倍。',
  '压测结果显示，调整之后的延迟中位数下降了大约 {K}%。',
  '更重要的是，尾部延迟变得稳定了，这比平均值的改善更有意义。',
  '当然，数字只是参考，不同的硬件和数据分布下结果可能差别很大。',
  '我的建议是，在你自己的环境里用{T}跑一遍，再决定要不要照搬。',
  '需要注意的是，{D}并不是万能的，滥用它同样会带来{P}。',
  '社区里关于{C}的讨论很多，其中不少观点彼此矛盾。',
  '我的体会是，与其争论哪种做法最好，不如先弄清楚自己的约束条件。',
  '第一处要留意的是初始化的顺序，它决定了{C}在什么时候开始生效。',
  '第二处是错误处理，很多线上事故都源于这里少写了一个分支。',
  '第三处是资源释放，尤其是在异常路径上，最容易被遗忘。',
  '如果你觉得某一行多余，不妨把它删掉，再用{T}跑一遍看看会发生什么。',
  '{S}的设计者显然考虑过这种场景，只是文档里写得比较隐晦。',
  '翻了一遍源码之后，我发现真正的逻辑藏在一个不太起眼的辅助函数里。',
  '这个函数只有几十行，却同时处理了{C}和{D}两件事。',
  '把它们拆开之后，代码反而更容易测试了。',
  '测试覆盖这件事，说起来容易，做起来总会被各种理由推迟。',
  '我现在的习惯是，每修一个和{P}有关的缺陷，就先补一个能复现它的测试。',
  '这样做短期看会慢一点，长期看却节省了大量回归排查的时间。',
  '还有一个经常被忽视的角度是可观测性。',
  '没有指标和日志，{C}出了问题你只能靠猜。',
  '我们后来给关键路径加了耗时统计，{P}再出现时几分钟就能定位。',
  '监控面板不需要花哨，能回答“现在正常吗”和“从什么时候开始不正常”就够了。',
  '过早优化是最常见的误区，在没有数据支撑的情况下就引入复杂的机制。',
  '照抄别人的配置也很危险，尤其是在不清楚每一项参数含义的时候。',
  '只关注功能正确而忽略高并发下的行为，迟早会在流量高峰时付出代价。',
  '这几个误区我都犯过，而且不止一次。',
  '说到这里，可能有读者会问：那{D}呢？',
  '{D}和{C}确实经常被放在一起讨论，但它们解决的是不同层面的问题。',
  '简单地说，{C}关心的是正确性，而{D}更多关心的是效率。',
  '当两者冲突时，我倾向于先保证正确，再想办法把效率找回来。',
  '这也是为什么我在代码评审时，会特别留意涉及{C}的改动。',
  '一个好的改动，应该让读代码的人一眼就能看出它的意图。',
  '如果需要写一大段注释来解释为什么这样做，往往说明设计还有改进的空间。',
  '从另一个角度看，{S}生态这些年的变化也很能说明问题。',
  '早些年大家更关心功能够不够用，现在讨论的焦点已经转向了稳定性和可维护性。',
  '工具链也成熟了很多，像{T}这样的工具几乎成了标配。',
  '但工具再好，也替代不了对原理的理解。',
  '我见过不少项目，配置文件写得漂漂亮亮，真出了问题却没人说得清原因。',
  '实际迁移的过程比预想的顺利，前后大概用了{M}天。',
  '最大的阻力不是技术本身，而是要说服大家接受新的约定。',
  '为此我们写了一份简短的内部文档，并在周会上做了一次分享。',
  '分享结束后收到了不少反馈，其中有几条后来都被吸收进了方案。',
  '迁移完成后，{P}几乎没有再出现过。',
  '偶尔还会有零星的告警，但都能很快找到原因。',
  '很多时候我们以为的瓶颈，和数据告诉我们的瓶颈并不是同一个地方。',
  '有一次我花了整整两天去优化{D}，最后发现它只占总耗时的 {K}%。',
  '那次经历让我养成了动手之前先看火焰图的习惯。',
  '{S}在几个大版本之间对{C}的处理方式有过调整，升级时一定要仔细阅读变更日志。',
  '我们就曾因为一个默认值的变化，在升级后遇到了{P}。',
  '问题本身不难修，难的是在几十个服务里找出哪些受到了影响。',
  '从那以后，我们在升级依赖时都会先在预发布环境里跑一遍完整的回归测试。',
  '这里的关键是把{C}的状态显式地表达出来，而不是依赖隐含的约定。',
  '隐含的约定在团队只有两三个人时还能维持，人一多就必然会被打破。',
  '另一个值得一提的细节是超时时间的设置，它和{D}的关系比想象中密切。',
  '超时设得太短会误伤正常请求，设得太长又会让故障扩散得更快。',
  '我们最终采用的做法是先统计真实的耗时分布，再取一个略高于九十九分位的值。',
  '这个值每个季度复查一次，随着业务变化及时调整。',
  '顺带一提，{T}的输出一开始可能让人眼花缭乱，但只需要关注其中两三项。',
  '把这两三项指标记录下来，做成趋势图，比任何一次性的分析都更有说服力。',
];

/** A lead-in sentence before a code block. */
const codeLeads = [
  '下面这段代码是一个最小可运行的示例，去掉了所有和主题无关的部分。',
  '光说不练假把式，直接看代码。',
  '具体的写法大致如下，几个关键的地方都加了注释。',
  '我们在项目里最终用的是下面这个版本。',
  '把上面的思路落到代码里，大概是这个样子。',
];

/** Items of a bullet list. */
const listItems = [
  '先测量，再优化，不要凭感觉动手；',
  '每一项配置都要知道它的默认值和含义；',
  '为{C}写一个能稳定复现问题的最小例子；',
  '关键路径上加上耗时统计和告警；',
  '升级{S}之前通读一遍变更日志；',
  '把排查过程写成文档，留给下一个人；',
  '用{T}定期检查，而不是等出了问题再看；',
  '对{D}保持克制，只在确实需要时引入。',
];

const closings = [
  '写到这里，文章的主体部分就差不多了。',
  '随着硬件和运行时的不断进步，一些曾经必要的技巧正在变得多余。',
  '但底层的权衡不会消失：空间换时间、一致性换可用性、简单换灵活。',
  '理解这些权衡，比记住任何一个具体的参数都更有价值。',
  '如果这篇文章能帮你少踩一两个坑，那它的目的就达到了。',
  '欢迎在评论区分享你遇到过的类似问题，我们一起讨论。',
  '回头看整个过程，最值得记住的是“先测量，再动手”这条原则。',
];

const sectionHeadings = [
  '为什么要关心{C}',
  '{C}是怎么工作的',
  '一次{P}的排查',
  '动手实践',
  '常见误区',
  '{C}和{D}的关系',
  '性能数据',
  '升级与迁移',
  '可观测性',
  '源码里的细节',
];
const subHeadings = [
  '{C}的初始化',
  '错误处理',
  '一个最小示例',
  '压测方法',
  '配置项说明',
  '踩过的坑',
  '{D}的取舍',
  '如何验证',
];
const closingHeadings = ['小结', '写在最后', '总结'];

/** Code blocks; `{name}` and `{n}` vary from post to post. */
const snippets: Record<Language, string[]> = {
  ts: [
    `interface CacheEntry<T> {
  value: T;
  expiresAt: number;
}

/** Reads through a small in-memory cache; concurrent misses share one load. */
export function cached<T>(load: (key: string) => Promise<T>, ttlMs = {n}_000) {
  const entries = new Map<string, CacheEntry<T>>();
  const pending = new Map<string, Promise<T>>();
  return async function {name}(key: string): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    let loading = pending.get(key);
    if (!loading) {
      loading = load(key).finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    const value = await loading;
    entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return value;
  };
}`,
    `type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };

export async function {name}<T>(task: () => Promise<T>, attempts = {n}): Promise<Result<T>> {
  let delay = 100;
  for (let attempt = 1; ; attempt++) {
    try {
      return { ok: true, value: await task() };
    } catch (error) {
      if (attempt >= attempts) return { ok: false, error: error as Error };
      await new Promise((resolve) => setTimeout(resolve, delay + Math.random() * delay));
      delay *= 2;
    }
  }
}`,
    `type Event =
  | { kind: 'created'; id: number; title: string }
  | { kind: 'renamed'; id: number; title: string }
  | { kind: 'deleted'; id: number };

export function {name}(titles: Map<number, string>, event: Event): Map<number, string> {
  const next = new Map(titles);
  switch (event.kind) {
    case 'created':
    case 'renamed':
      next.set(event.id, event.title);
      return next;
    case 'deleted':
      next.delete(event.id);
      return next;
    default: {
      const never: never = event;
      throw new Error(\`unknown event \${JSON.stringify(never)}\`);
    }
  }
}`,
  ],
  js: [
    `import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

// pipeline() handles backpressure and closes every stream on error.
export async function {name}(source, target) {
  const started = performance.now();
  await pipeline(createReadStream(source), createGzip({ level: {n} }), createWriteStream(target));
  console.log(\`compressed in \${(performance.now() - started).toFixed(1)} ms\`);
}`,
    `export function {name}(fn, wait = {n}0) {
  let timer;
  let lastArgs;
  const debounced = (...args) => {
    lastArgs = args;
    clearTimeout(timer);
    timer = setTimeout(() => fn(...lastArgs), wait);
  };
  debounced.flush = () => {
    clearTimeout(timer);
    if (lastArgs) fn(...lastArgs);
  };
  return debounced;
}

window.addEventListener('resize', {name}(() => console.log(innerWidth, innerHeight)));`,
    `console.log('script start');
setTimeout(() => console.log('timeout'), 0);
Promise.resolve()
  .then(() => console.log('microtask {n}'))
  .then(() => console.log('microtask {n}.1'));
queueMicrotask(() => console.log('queued microtask'));
console.log('script end');
// script start → script end → microtask {n} → queued microtask → microtask {n}.1 → timeout`,
  ],
  python: [
    `from collections import OrderedDict


class {Name}:
    """A least-recently-used cache of at most \`capacity\` entries."""

    def __init__(self, capacity: int = {n}) -> None:
        self.capacity = capacity
        self.items: OrderedDict[str, object] = OrderedDict()

    def get(self, key: str) -> object | None:
        if key not in self.items:
            return None
        self.items.move_to_end(key)
        return self.items[key]

    def put(self, key: str, value: object) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        if len(self.items) > self.capacity:
            self.items.popitem(last=False)`,
    `import asyncio
import time


async def {name}(urls: list[str], limit: int = {n}) -> list[float]:
    semaphore = asyncio.Semaphore(limit)

    async def fetch(url: str) -> float:
        async with semaphore:
            started = time.perf_counter()
            await asyncio.sleep(0.05)  # stands in for the network call
            return time.perf_counter() - started

    return await asyncio.gather(*(fetch(url) for url in urls))


if __name__ == "__main__":
    timings = asyncio.run({name}([f"https://example.com/{i}" for i in range(20)]))
    print(f"slowest: {max(timings) * 1000:.1f} ms")`,
    `def {name}(path: str, chunk_size: int = {n} * 1024):
    """Yields the lines of a file far larger than memory, one at a time."""
    with open(path, encoding="utf-8") as handle:
        buffer = ""
        while chunk := handle.read(chunk_size):
            buffer += chunk
            *lines, buffer = buffer.split("\\n")
            yield from lines
        if buffer:
            yield buffer


errors = sum(1 for line in {name}("app.log") if " ERROR " in line)
print(errors)`,
  ],
  bash: [
    `# 压测前先预热，再记录三轮结果
for round in 1 2 3; do
  npx autocannon -c {n}0 -d 10 --json http://127.0.0.1:8080/api/{name} \\
    | jq '{round: '"$round"', p50: .latency.p50, p99: .latency.p99, rps: .requests.average}'
done`,
    `# 找出占用文件描述符最多的进程
for pid in $(ls /proc | grep -E '^[0-9]+$'); do
  count=$(ls /proc/$pid/fd 2>/dev/null | wc -l)
  echo "$count $pid $(cat /proc/$pid/comm 2>/dev/null)"
done | sort -rn | head -n {n}

vmstat 1 5
iostat -x 1 3`,
    `git switch -c fix/{name}
git bisect start
git bisect bad HEAD
git bisect good v{n}.0.0
git bisect run npm test -- --run
git bisect reset`,
    `docker build --target runtime -t blog/{name}:latest .
docker run -d --name {name} \\
  --read-only --tmpfs /tmp \\
  --memory 256m --cpus 1.5 \\
  -e TZ=Asia/Shanghai \\
  -p 80{n}:8080 blog/{name}:latest
docker logs -f --tail {n}0 {name}`,
  ],
  go: [
    `package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

func {name}(ctx context.Context, jobs <-chan int, workers int) <-chan string {
	results := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			for job := range jobs {
				select {
				case <-ctx.Done():
					return
				case results <- fmt.Sprintf("worker %d finished job %d", id, job):
				}
			}
		}(w)
	}
	go func() { wg.Wait(); close(results) }()
	return results
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), {n}*time.Second)
	defer cancel()
	jobs := make(chan int)
	go func() { defer close(jobs); for i := 0; i < 10; i++ { jobs <- i } }()
	for line := range {name}(ctx, jobs, 3) {
		fmt.Println(line)
	}
}`,
    `package cache

import "sync"

// {Name} is safe for concurrent use; reads do not block each other.
type {Name} struct {
	mu    sync.RWMutex
	items map[string][]byte
}

func New{Name}() *{Name} {
	return &{Name}{items: make(map[string][]byte, {n}00)}
}

func (c *{Name}) Get(key string) ([]byte, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	value, ok := c.items[key]
	return value, ok
}

func (c *{Name}) Set(key string, value []byte) {
	c.mu.Lock()
	c.items[key] = value
	c.mu.Unlock()
}`,
  ],
  css: [
    `.{name} {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, {n}0px), 1fr));
  gap: 1rem;
  container-type: inline-size;
}

.{name} > .card {
  aspect-ratio: 16 / 9;
  border-radius: 0.75rem;
  transition: transform 0.2s ease, opacity 0.2s ease;
}

@container (max-width: 480px) {
  .{name} > .card {
    aspect-ratio: auto;
  }
}`,
    `:root {
  --accent: hsl({n}0 70% 45%);
  --radius: 8px;
}

@media (prefers-reduced-motion: no-preference) {
  .{name} {
    animation: fade-in 0.3s ease-out both;
  }
}

@keyframes fade-in {
  from {
    opacity: 0;
    transform: translateY(8px);
  }
  to {
    opacity: 1;
    transform: none;
  }
}`,
  ],
  json: [
    `{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "outDir": "dist",
    "incremental": true
  },
  "include": ["src/**/*.ts"],
  "exclude": ["node_modules", "dist", "{name}"]
}`,
    `{
  "name": "{name}",
  "version": "{n}.2.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "node --watch src/main.js",
    "test": "node --test",
    "bench": "autocannon -c 50 -d 10 http://127.0.0.1:8080/"
  },
  "engines": { "node": ">=20" }
}`,
    `{
  "service": "{name}",
  "cache": { "ttlSeconds": {n}0, "maxEntries": 10000, "jitter": 0.1 },
  "database": { "poolSize": {n}, "statementTimeoutMs": 2000 },
  "log": { "level": "info", "slowQueryMs": 100 }
}`,
  ],
};

const codeNames = ['loadUser', 'fetchOrders', 'syncFeed', 'buildIndex', 'resizeImages', 'collectMetrics'];

/** A space between Chinese and Latin letters or digits, as Chinese tech writing sets them. */
const spaced = (text: string) =>
  text
    .replace(/(\p{Script=Han})([A-Za-z0-9`])/gu, '$1 $2')
    .replace(/([A-Za-z0-9`%])(\p{Script=Han})/gu, '$1 $2');

const countHan = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

function generatePost(index: number, seed: number, usedTitles: Set<string>) {
  const rand = seededRandom(seed * 1_000_003 + index);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };

  const subject = subjects[index % subjects.length]!;
  const [concept, other] = shuffled(subject.concepts) as [string, string];
  let title = '';
  for (const angle of shuffled(angles)) {
    title = spaced(`${subject.name}中的${concept}：${angle}`);
    if (!usedTitles.has(title)) break;
  }
  usedTitles.add(title);

  const fill = (template: string) =>
    spaced(
      template

        .replaceAll('{S}', subject.name)
        .replaceAll('{C}', concept)
        .replaceAll('{D}', other)
        .replace(/\{T\}/g, () => pick(subject.tools))
        .replace(/\{P\}/g, () => pick(subject.problems))
        .replace(/\{N\}/g, () => String(2 + Math.floor(rand() * 40)))
        .replace(/\{M\}/g, () => String(3 + Math.floor(rand() * 12)))
        .replace(/\{K\}/g, () => String(10 + Math.floor(rand() * 60))),
    );

  const body = shuffled([...sentences, ...subject.notes]);
  const nextSentence = () => fill(body.pop() ?? pick(sentences));
  const paragraph = (count: number) => Array.from({ length: count }, nextSentence).join('');

  const languages = [...new Set([...shuffled(subject.languages), ...shuffled(Object.keys(snippets))])];
  const codeCount = rand() < 0.5 ? 2 : 3;
  const codeLanguages = languages.slice(0, codeCount) as Language[];
  const codeBlock = (language: Language) => {
    const name = pick(codeNames);
    const code = pick(snippets[language])
      .replaceAll('{Name}', name[0]!.toUpperCase() + name.slice(1))
      .replaceAll('{name}', name)
      .replaceAll('{n}', String(2 + Math.floor(rand() * 8)));
    return `${fill(pick(codeLeads))}\n\n\`\`\`${language}\n${code}\n\`\`\``;
  };

  const blocks: string[] = [shuffled(openings).slice(0, 2).map(fill).join('') + paragraph(2)];
  const headings = shuffled(sectionHeadings);
  const subs = shuffled(subHeadings);
  const target = 1500 - 90; // the closing section adds about 90 characters
  const prose = () => countHan(blocks.filter((block) => !block.includes('```')).join(''));
  let section = 0;
  let codeShown = 0;
  while (prose() < target || codeShown < codeCount) {
    blocks.push(`## ${fill(headings[section % headings.length]!)}`);
    blocks.push(paragraph(3 + Math.floor(rand() * 3)));
    if (section % 2 === 1) {
      blocks.push(`### ${fill(subs[section % subs.length]!)}`);
      blocks.push(paragraph(2 + Math.floor(rand() * 2)));
    }
    if (section === 2) {
      blocks.push(
        shuffled(listItems)
          .slice(0, 4)
          .map((item) => `- ${fill(item)}`)
          .join('\n'),
      );
    }
    if (codeShown < codeCount) blocks.push(codeBlock(codeLanguages[codeShown++]!));
    section++;
    if (prose() >= target && codeShown < codeCount) {
      // The remaining code goes at the end of this section, with no more prose.
      while (codeShown < codeCount) blocks.push(codeBlock(codeLanguages[codeShown++]!));
    }
  }
  blocks.push(`## ${pick(closingHeadings)}`);
  blocks.push(shuffled(closings).slice(0, 3).map(fill).join(''));

  const text = blocks.join('\n\n');
  const proseText = text
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
  // Oldest first: one post every 18 days from 2021, all older than the demo articles.
  const day = new Date(Date.UTC(2021, 0, 4) + index * 18 * 86_400_000);
  const date = `${day.toISOString().slice(0, 10)} ${String(19 + (index % 4)).padStart(2, '0')}:${String((index * 17) % 60).padStart(2, '0')}:00`;
  const description =
    rand() < 0.6
      ? spaced(`从${concept}讲起，聊聊${subject.name}里${pick(subject.problems)}的来龙去脉。`)
      : undefined;
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `date: ${date}`,
    `category: ${subject.category}`,
    `tags: [${subject.tags.join(', ')}]`,
    ...(description ? [`description: ${JSON.stringify(description)}`] : []),
    '---',
  ].join('\n');
  return {
    markdown: `${frontMatter}\n\n${text}\n`,
    title,
    hanCharacters: countHan(proseText),
    codeLanguages,
  };
}

/** Writes `count` posts (`bench-post-01.md` …, oldest first) into `dir`. */
export function writeBenchPosts(dir: string, count = 60, seed = 1): BenchPost[] {
  mkdirSync(dir, { recursive: true });
  const usedTitles = new Set<string>();
  const width = String(count).length;
  return Array.from({ length: count }, (_, index) => {
    const post = generatePost(index, seed, usedTitles);
    const file = path.join(dir, `bench-post-${String(index + 1).padStart(width, '0')}.md`);
    writeFileSync(file, post.markdown);
    return {
      file,
      title: post.title,
      hanCharacters: post.hanCharacters,
      codeLanguages: post.codeLanguages,
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node --import tsx bench/posts.ts <folder> [count]');
    process.exit(1);
  }
  const posts = writeBenchPosts(path.resolve(dir), count ? Number(count) : undefined);
  for (const post of posts) {
    console.log(
      `${path.basename(post.file)}  ${post.hanCharacters} 字  ${post.codeLanguages.join(', ')}  ${post.title}`,
    );
  }
}
