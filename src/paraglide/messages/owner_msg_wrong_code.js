/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Wrong_CodeInputs */

const en_owner_msg_wrong_code = /** @type {(inputs: Owner_Msg_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Check it and try again.`)
};

const es_owner_msg_wrong_code = /** @type {(inputs: Owner_Msg_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese código no es correcto. Revísalo e inténtalo de nuevo.`)
};

const fr_owner_msg_wrong_code = /** @type {(inputs: Owner_Msg_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code n’est pas le bon. Vérifiez-le et réessayez.`)
};

/**
* | output |
* | --- |
* | "That code is not right. Check it and try again." |
*
* @param {Owner_Msg_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_wrong_code = /** @type {((inputs?: Owner_Msg_Wrong_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Wrong_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_wrong_code(inputs)
	if (locale === "fr") return fr_owner_msg_wrong_code(inputs)
	return en_owner_msg_wrong_code(inputs)
});