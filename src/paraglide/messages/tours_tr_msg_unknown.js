/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_Msg_UnknownInputs */

const en_tours_tr_msg_unknown = /** @type {(inputs: Tours_Tr_Msg_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a walking tour’s texts can be translated here.`)
};

const es_tours_tr_msg_unknown = /** @type {(inputs: Tours_Tr_Msg_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí solo se pueden traducir los textos de un recorrido a pie.`)
};

const fr_tours_tr_msg_unknown = /** @type {(inputs: Tours_Tr_Msg_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les textes d’une visite à pied peuvent être traduits ici.`)
};

/**
* | output |
* | --- |
* | "Only a walking tour’s texts can be translated here." |
*
* @param {Tours_Tr_Msg_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_msg_unknown = /** @type {((inputs?: Tours_Tr_Msg_UnknownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_Msg_UnknownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_msg_unknown(inputs)
	if (locale === "fr") return fr_tours_tr_msg_unknown(inputs)
	return en_tours_tr_msg_unknown(inputs)
});