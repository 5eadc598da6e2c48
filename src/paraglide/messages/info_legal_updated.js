/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Legal_UpdatedInputs */

const en_info_legal_updated = /** @type {(inputs: Info_Legal_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last updated:`)
};

const es_info_legal_updated = /** @type {(inputs: Info_Legal_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última actualización:`)
};

const fr_info_legal_updated = /** @type {(inputs: Info_Legal_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour :`)
};

/**
* | output |
* | --- |
* | "Last updated:" |
*
* @param {Info_Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_legal_updated = /** @type {((inputs?: Info_Legal_UpdatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Legal_UpdatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_legal_updated(inputs)
	if (locale === "fr") return fr_info_legal_updated(inputs)
	return en_info_legal_updated(inputs)
});