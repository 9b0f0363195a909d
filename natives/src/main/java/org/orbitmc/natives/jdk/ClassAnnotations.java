package org.orbitmc.natives.jdk;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.objectweb.asm.Type;
import org.objectweb.asm.TypePath;
import org.objectweb.asm.TypeReference;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.RecordComponentNode;
import org.objectweb.asm.tree.TypeAnnotationNode;
import org.orbitmc.vm.UnsupportedFeatureException;

/**
 * The runtime-visible annotations of one class in class-file form (JVMS §4.7.16-4.7.22) and the constant pool their
 * indexes refer to, for the JDK's own {@code AnnotationParser}. The bytes are written again from ASM's annotation
 * nodes with a pool of their own (UTF8, Integer, Long, Float, Double entries only), which answers every question the
 * parser asks exactly as the class file's pool would: the parser only follows the indexes inside the bytes.
 * Immutable once built; a pure function of the class.
 */
final class ClassAnnotations {
    static final byte UTF8 = 1;
    static final byte INTEGER = 3;
    static final byte FLOAT = 4;
    static final byte LONG = 5;
    static final byte DOUBLE = 6;

    /** Entry i of the pool is {@code entries.get(i - 1)}: a String (UTF8) or an Integer, Long, Float or Double. */
    private final List<Object> entries = new ArrayList<>();
    private final Map<Object, Integer> indexes = new HashMap<>();
    private final byte[] classAnnotations;
    private final Map<MethodNode, byte[]> methodAnnotations = new HashMap<>();
    private final Map<MethodNode, byte[]> parameterAnnotations = new HashMap<>();
    private final Map<MethodNode, byte[]> annotationDefaults = new HashMap<>();
    private final Map<FieldNode, byte[]> fieldAnnotations = new HashMap<>();
    private final Map<RecordComponentNode, byte[]> componentAnnotations = new HashMap<>();
    /** RuntimeVisibleTypeAnnotations of the class, its fields, methods and record components, by node. */
    private final Map<Object, byte[]> typeAnnotations = new HashMap<>();

    ClassAnnotations(ClassNode node) {
        classAnnotations = node == null ? null : annotations(node.visibleAnnotations);
        if (node != null) {
            put(typeAnnotations, node, typeAnnotations(node.visibleTypeAnnotations));
            for (FieldNode f : node.fields) {
                put(fieldAnnotations, f, annotations(f.visibleAnnotations));
                put(typeAnnotations, f, typeAnnotations(f.visibleTypeAnnotations));
            }
            if (node.recordComponents != null) {
                for (RecordComponentNode r : node.recordComponents) {
                    put(componentAnnotations, r, annotations(r.visibleAnnotations));
                    put(typeAnnotations, r, typeAnnotations(r.visibleTypeAnnotations));
                }
            }
            for (MethodNode m : node.methods) {
                put(methodAnnotations, m, annotations(m.visibleAnnotations));
                put(parameterAnnotations, m, encodeParameterAnnotations(m));
                if (m.annotationDefault != null) {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    elementValue(out, m.annotationDefault);
                    annotationDefaults.put(m, out.toByteArray());
                }
                put(typeAnnotations, m, typeAnnotations(m.visibleTypeAnnotations));
            }
        }
    }

    byte[] classAnnotations() {
        return classAnnotations;
    }

    byte[] methodAnnotations(MethodNode m) {
        return methodAnnotations.get(m);
    }

    byte[] parameterAnnotations(MethodNode m) {
        return parameterAnnotations.get(m);
    }

    byte[] annotationDefault(MethodNode m) {
        return annotationDefaults.get(m);
    }

    byte[] fieldAnnotations(FieldNode f) {
        return fieldAnnotations.get(f);
    }

    byte[] componentAnnotations(RecordComponentNode r) {
        return componentAnnotations.get(r);
    }

    /** The RuntimeVisibleTypeAnnotations bytes of a ClassNode, FieldNode, MethodNode or RecordComponentNode, or null. */
    byte[] typeAnnotations(Object node) {
        return typeAnnotations.get(node);
    }

    int size() {
        return entries.size() + 1;
    }

    /** The pool entry at {@code index}, or null when there is none there. */
    Object entry(int index) {
        return index >= 1 && index <= entries.size() ? entries.get(index - 1) : null;
    }

    static byte tag(Object entry) {
        if (entry instanceof String) {
            return UTF8;
        }
        if (entry instanceof Integer) {
            return INTEGER;
        }
        if (entry instanceof Float) {
            return FLOAT;
        }
        if (entry instanceof Long) {
            return LONG;
        }
        return entry instanceof Double ? DOUBLE : 0;
    }

    private static <K> void put(Map<K, byte[]> map, K key, byte[] bytes) {
        if (bytes != null) {
            map.put(key, bytes);
        }
    }

    /**
     * RuntimeVisibleTypeAnnotations (JVMS §4.7.20) of a class, field, method or record component: each entry's
     * target_type and target_info from ASM's type reference, its type_path, then the annotation. (Type annotations
     * inside code, on local variables and casts, are not reachable by reflection.)
     */
    private byte[] typeAnnotations(List<TypeAnnotationNode> list) {
        if (list == null) {
            return null;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        u2(out, list.size());
        for (TypeAnnotationNode a : list) {
            TypeReference ref = new TypeReference(a.typeRef);
            out.write(ref.getSort());
            switch (ref.getSort()) {
                case TypeReference.CLASS_TYPE_PARAMETER, TypeReference.METHOD_TYPE_PARAMETER -> out.write(ref.getTypeParameterIndex());
                case TypeReference.CLASS_EXTENDS -> u2(out, ref.getSuperTypeIndex() & 0xFFFF);
                case TypeReference.CLASS_TYPE_PARAMETER_BOUND, TypeReference.METHOD_TYPE_PARAMETER_BOUND -> {
                    out.write(ref.getTypeParameterIndex());
                    out.write(ref.getTypeParameterBoundIndex());
                }
                case TypeReference.FIELD, TypeReference.METHOD_RETURN, TypeReference.METHOD_RECEIVER -> {
                }
                case TypeReference.METHOD_FORMAL_PARAMETER -> out.write(ref.getFormalParameterIndex());
                case TypeReference.THROWS -> u2(out, ref.getExceptionIndex());
                default -> throw new UnsupportedFeatureException("a type annotation with target type 0x" + Integer.toHexString(ref.getSort()));
            }
            TypePath path = a.typePath;
            int length = path == null ? 0 : path.getLength();
            out.write(length);
            for (int i = 0; i < length; i++) {
                out.write(path.getStep(i));
                out.write(path.getStepArgument(i));
            }
            annotation(out, a);
        }
        return out.toByteArray();
    }

    private byte[] annotations(List<AnnotationNode> list) {
        if (list == null) {
            return null;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        u2(out, list.size());
        for (AnnotationNode a : list) {
            annotation(out, a);
        }
        return out.toByteArray();
    }

    /** RuntimeVisibleParameterAnnotations: as many entries as the attribute had (javac leaves out synthetic parameters). */
    private byte[] encodeParameterAnnotations(MethodNode m) {
        if (m.visibleParameterAnnotations == null) {
            return null;
        }
        int count = m.visibleAnnotableParameterCount != 0 ? m.visibleAnnotableParameterCount : Type.getArgumentTypes(m.desc).length;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(count);
        for (int i = 0; i < count; i++) {
            List<AnnotationNode> list = i < m.visibleParameterAnnotations.length ? m.visibleParameterAnnotations[i] : null;
            u2(out, list == null ? 0 : list.size());
            if (list != null) {
                for (AnnotationNode a : list) {
                    annotation(out, a);
                }
            }
        }
        return out.toByteArray();
    }

    private void annotation(ByteArrayOutputStream out, AnnotationNode a) {
        u2(out, index(a.desc));
        List<Object> values = a.values == null ? List.of() : a.values;
        u2(out, values.size() / 2);
        for (int i = 0; i < values.size(); i += 2) {
            u2(out, index((String) values.get(i)));
            elementValue(out, values.get(i + 1));
        }
    }

    private void elementValue(ByteArrayOutputStream out, Object v) {
        if (v instanceof Byte b) {
            constant(out, 'B', (int) b);
        } else if (v instanceof Boolean z) {
            constant(out, 'Z', z ? 1 : 0);
        } else if (v instanceof Character c) {
            constant(out, 'C', (int) c);
        } else if (v instanceof Short s) {
            constant(out, 'S', (int) s);
        } else if (v instanceof Integer i) {
            constant(out, 'I', i);
        } else if (v instanceof Long j) {
            constant(out, 'J', j);
        } else if (v instanceof Float f) {
            constant(out, 'F', f);
        } else if (v instanceof Double d) {
            constant(out, 'D', d);
        } else if (v instanceof String s) {
            constant(out, 's', s);
        } else if (v instanceof Type t) {
            constant(out, 'c', t.getDescriptor());
        } else if (v instanceof String[] e) {
            out.write('e');
            u2(out, index(e[0]));
            u2(out, index(e[1]));
        } else if (v instanceof AnnotationNode a) {
            out.write('@');
            annotation(out, a);
        } else if (v instanceof List<?> list) {
            out.write('[');
            u2(out, list.size());
            for (Object e : list) {
                elementValue(out, e);
            }
        } else {
            throw new UnsupportedFeatureException("an annotation element value of type " + (v == null ? "null" : v.getClass().getName()));
        }
    }

    private void constant(ByteArrayOutputStream out, char tag, Object value) {
        out.write(tag);
        u2(out, index(value));
    }

    private int index(Object value) {
        Integer i = indexes.get(value);
        if (i == null) {
            entries.add(value);
            i = entries.size();
            indexes.put(value, i);
        }
        return i;
    }

    private static void u2(ByteArrayOutputStream out, int v) {
        out.write(v >>> 8);
        out.write(v);
    }
}
