/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Suspended_ToastInputs */

const en_admin_suspended_toast = /** @type {(inputs: Admin_Suspended_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is suspended and signed out everywhere.`)
};

const es_admin_suspended_toast = /** @type {(inputs: Admin_Suspended_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se suspendió la cuenta de ${i?.name} y se cerraron todas sus sesiones.`)
};

const fr_admin_suspended_toast = /** @type {(inputs: Admin_Suspended_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le compte de ${i?.name} est suspendu et toutes ses sessions sont fermées.`)
};

/**
* | output |
* | --- |
* | "{name} is suspended and signed out everywhere." |
*
* @param {Admin_Suspended_ToastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_suspended_toast = /** @type {((inputs: Admin_Suspended_ToastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Suspended_ToastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_suspended_toast(inputs)
	if (locale === "fr") return fr_admin_suspended_toast(inputs)
	return en_admin_suspended_toast(inputs)
});