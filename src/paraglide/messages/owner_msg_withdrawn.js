/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_WithdrawnInputs */

const en_owner_msg_withdrawn = /** @type {(inputs: Owner_Msg_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your claim was withdrawn.`)
};

const es_owner_msg_withdrawn = /** @type {(inputs: Owner_Msg_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud se retiró.`)
};

const fr_owner_msg_withdrawn = /** @type {(inputs: Owner_Msg_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande a été retirée.`)
};

/**
* | output |
* | --- |
* | "Your claim was withdrawn." |
*
* @param {Owner_Msg_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_withdrawn = /** @type {((inputs?: Owner_Msg_WithdrawnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_WithdrawnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_withdrawn(inputs)
	if (locale === "fr") return fr_owner_msg_withdrawn(inputs)
	return en_owner_msg_withdrawn(inputs)
});