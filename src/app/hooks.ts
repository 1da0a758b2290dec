import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, AppThunkExtra, RootState } from './store';

/** The store's dispatch, typed for thunks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** useSelector typed with RootState. */
export const useAppSelector = useSelector.withTypes<RootState>();

/** The store itself, for state as it is after an await (a selector's value is the last render's). */
export const useAppStore = useStore.withTypes<AppStore>();

/** createAsyncThunk typed with our state, dispatch and the Apollo client as extra argument. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: AppThunkExtra;
}>();
