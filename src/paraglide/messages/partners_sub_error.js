/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_ErrorInputs */

const en_partners_sub_error = /** @type {(inputs: Partners_Sub_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription Error`)
};

const es_partners_sub_error = /** @type {(inputs: Partners_Sub_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de suscripción`)
};

const fr_partners_sub_error = /** @type {(inputs: Partners_Sub_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur d’abonnement`)
};

/**
* | output |
* | --- |
* | "Subscription Error" |
*
* @param {Partners_Sub_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_error = /** @type {((inputs?: Partners_Sub_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_error(inputs)
	if (locale === "fr") return fr_partners_sub_error(inputs)
	return en_partners_sub_error(inputs)
});