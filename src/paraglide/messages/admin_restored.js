/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_RestoredInputs */

const en_admin_restored = /** @type {(inputs: Admin_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} can sign in again.`)
};

const es_admin_restored = /** @type {(inputs: Admin_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya puede volver a iniciar sesión.`)
};

const fr_admin_restored = /** @type {(inputs: Admin_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} peut de nouveau se connecter.`)
};

/**
* | output |
* | --- |
* | "{name} can sign in again." |
*
* @param {Admin_RestoredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_restored = /** @type {((inputs: Admin_RestoredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RestoredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_restored(inputs)
	if (locale === "fr") return fr_admin_restored(inputs)
	return en_admin_restored(inputs)
});