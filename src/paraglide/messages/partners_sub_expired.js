/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_ExpiredInputs */

const en_partners_sub_expired = /** @type {(inputs: Partners_Sub_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. You can start again whenever you like.`)
};

const es_partners_sub_expired = /** @type {(inputs: Partners_Sub_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobró nada. Puedes volver a empezar cuando quieras.`)
};

const fr_partners_sub_expired = /** @type {(inputs: Partners_Sub_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été débité. Vous pouvez recommencer quand vous le souhaitez.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. You can start again whenever you like." |
*
* @param {Partners_Sub_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_expired = /** @type {((inputs?: Partners_Sub_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_ExpiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_expired(inputs)
	if (locale === "fr") return fr_partners_sub_expired(inputs)
	return en_partners_sub_expired(inputs)
});