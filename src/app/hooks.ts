import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppThunkExtra, RootState } from './store';

/** The store's dispatch, typed for thunks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** useSelector typed with RootState. */
export const useAppSelector = useSelector.withTypes<RootState>();

/** createAsyncThunk typed with our state, dispatch and the Apollo client as extra argument. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: AppThunkExtra;
}>();
