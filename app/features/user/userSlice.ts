import { createSlice } from '@reduxjs/toolkit';
import { loadUser, type UserData } from './loadUser';

export interface UserState extends UserData {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: { message: string } | null;
}

const initialState: UserState = {
  status: 'idle',
  userId: null,
  isGuest: true,
  Picture: null,
  error: null,
};

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadUser.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadUser.fulfilled, (_state, action) => ({
        ...action.payload,
        status: 'succeeded',
        error: null,
      }))
      .addCase(loadUser.rejected, (state, action) => {
        if (action.meta.aborted) {
          state.status = 'idle';
          return;
        }
        state.status = 'failed';
        state.error = { message: action.error.message ?? 'The user data could not be loaded.' };
      });
  },
  selectors: {
    selectUser: (state) => state,
  },
});

export const { selectUser } = userSlice.selectors;
