/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Suspend_ConfirmInputs */

const en_admin_suspend_confirm = /** @type {(inputs: Admin_Suspend_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspend ${i?.name}? They are signed out at once and cannot sign in until restored.`)
};

const es_admin_suspend_confirm = /** @type {(inputs: Admin_Suspend_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Suspender a ${i?.name}? Se cerrarán sus sesiones de inmediato y no podrá iniciar sesión hasta que se restablezca su cuenta.`)
};

const fr_admin_suspend_confirm = /** @type {(inputs: Admin_Suspend_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspendre ${i?.name} ? Cette personne est déconnectée immédiatement et ne pourra plus se connecter avant d’être rétablie.`)
};

/**
* | output |
* | --- |
* | "Suspend {name}? They are signed out at once and cannot sign in until restored." |
*
* @param {Admin_Suspend_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_suspend_confirm = /** @type {((inputs: Admin_Suspend_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Suspend_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_suspend_confirm(inputs)
	if (locale === "fr") return fr_admin_suspend_confirm(inputs)
	return en_admin_suspend_confirm(inputs)
});