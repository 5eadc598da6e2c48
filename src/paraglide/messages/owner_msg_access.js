/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_AccessInputs */

const en_owner_msg_access = /** @type {(inputs: Owner_Msg_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Yes, No or Not sure`)
};

const es_owner_msg_access = /** @type {(inputs: Owner_Msg_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige Sí, No o No lo sé`)
};

const fr_owner_msg_access = /** @type {(inputs: Owner_Msg_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez Oui, Non ou Je ne sais pas`)
};

/**
* | output |
* | --- |
* | "Choose Yes, No or Not sure" |
*
* @param {Owner_Msg_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_access = /** @type {((inputs?: Owner_Msg_AccessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_AccessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_access(inputs)
	if (locale === "fr") return fr_owner_msg_access(inputs)
	return en_owner_msg_access(inputs)
});