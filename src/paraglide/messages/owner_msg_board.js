/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_BoardInputs */

const en_owner_msg_board = /** @type {(inputs: Owner_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community board is required`)
};

const es_owner_msg_board = /** @type {(inputs: Owner_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La junta comunitaria es obligatoria`)
};

const fr_owner_msg_board = /** @type {(inputs: Owner_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conseil de quartier est obligatoire`)
};

/**
* | output |
* | --- |
* | "Community board is required" |
*
* @param {Owner_Msg_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_board = /** @type {((inputs?: Owner_Msg_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_board(inputs)
	if (locale === "fr") return fr_owner_msg_board(inputs)
	return en_owner_msg_board(inputs)
});