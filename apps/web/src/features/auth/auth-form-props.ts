export interface AuthFormProps {
  /** Switches the dialog to the other form (去注册 / 去登录). */
  onSwitch: () => void;
  /**
   * Focus the first empty field on opening. Off on phones: the keyboard would cover the dialog,
   * and a focus moved away by the closing menu drawer would count as a blur and show an error.
   */
  autoFocus: boolean;
}
