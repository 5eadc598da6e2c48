/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Not_SureInputs */

const en_partners_sp_not_sure = /** @type {(inputs: Partners_Sp_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure yet`)
};

const es_partners_sp_not_sure = /** @type {(inputs: Partners_Sp_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no lo sé`)
};

const fr_partners_sp_not_sure = /** @type {(inputs: Partners_Sp_Not_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je ne sais pas encore`)
};

/**
* | output |
* | --- |
* | "Not sure yet" |
*
* @param {Partners_Sp_Not_SureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_not_sure = /** @type {((inputs?: Partners_Sp_Not_SureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Not_SureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_not_sure(inputs)
	if (locale === "fr") return fr_partners_sp_not_sure(inputs)
	return en_partners_sp_not_sure(inputs)
});