/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Load_FailedInputs */

const en_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the latest data.`)
};

const es_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los datos más recientes.`)
};

const fr_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les dernières données.`)
};

/**
* | output |
* | --- |
* | "Could not load the latest data." |
*
* @param {Admin_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_load_failed = /** @type {((inputs?: Admin_Load_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Load_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_load_failed(inputs)
	if (locale === "fr") return fr_admin_load_failed(inputs)
	return en_admin_load_failed(inputs)
});