/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Load_Error_StaleInputs */

const en_owner_load_error_stale = /** @type {(inputs: Owner_Load_Error_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you see may be out of date.`)
};

const es_owner_load_error_stale = /** @type {(inputs: Owner_Load_Error_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es posible que lo que ves no esté actualizado.`)
};

const fr_owner_load_error_stale = /** @type {(inputs: Owner_Load_Error_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les informations affichées ne sont peut-être pas à jour.`)
};

/**
* | output |
* | --- |
* | "What you see may be out of date." |
*
* @param {Owner_Load_Error_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_load_error_stale = /** @type {((inputs?: Owner_Load_Error_StaleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Load_Error_StaleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_load_error_stale(inputs)
	if (locale === "fr") return fr_owner_load_error_stale(inputs)
	return en_owner_load_error_stale(inputs)
});