import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LabelledSelect } from './labelled-select';

describe('LabelledSelect', () => {
  it("draws Blueprint's label and select with nothing around them, the label naming the select by its id", () => {
    const { container } = render(
      <LabelledSelect id="sort" label="Sort by" value="name" onValueChange={() => undefined} fill>
        <option value="name">Name</option>
      </LabelledSelect>,
    );
    const [label, select] = [...container.children];
    expect(label?.outerHTML).toBe('<label class="bp6-label" for="sort">Sort by</label>');
    expect(select?.className).toBe('bp6-html-select bp6-fill');
    expect(screen.getByRole('combobox', { name: 'Sort by' }).id).toBe('sort');
  });

  it('reports each choice as its value', () => {
    const onValueChange = vi.fn<(value: string) => void>();
    render(
      <LabelledSelect id="status" label="Status" value="all" onValueChange={onValueChange}>
        <option value="all">All</option>
        <option value="active">Active</option>
      </LabelledSelect>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'active' } });
    expect(onValueChange).toHaveBeenCalledWith('active');
  });
});
