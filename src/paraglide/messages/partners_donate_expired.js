/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_ExpiredInputs */

const en_partners_donate_expired = /** @type {(inputs: Partners_Donate_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. You can give again below.`)
};

const es_partners_donate_expired = /** @type {(inputs: Partners_Donate_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobró nada. Puedes volver a donar más abajo.`)
};

const fr_partners_donate_expired = /** @type {(inputs: Partners_Donate_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été débité. Vous pouvez refaire un don ci-dessous.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. You can give again below." |
*
* @param {Partners_Donate_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_expired = /** @type {((inputs?: Partners_Donate_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_ExpiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_expired(inputs)
	if (locale === "fr") return fr_partners_donate_expired(inputs)
	return en_partners_donate_expired(inputs)
});