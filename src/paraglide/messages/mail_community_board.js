/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ board: NonNullable<unknown> }} Mail_Community_BoardInputs */

const en_mail_community_board = /** @type {(inputs: Mail_Community_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Community board: ${i?.board}`)
};

const es_mail_community_board = /** @type {(inputs: Mail_Community_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Distrito comunitario: ${i?.board}`)
};

const fr_mail_community_board = /** @type {(inputs: Mail_Community_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`District communautaire : ${i?.board}`)
};

/**
* | output |
* | --- |
* | "Community board: {board}" |
*
* @param {Mail_Community_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_community_board = /** @type {((inputs: Mail_Community_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Community_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_community_board(inputs)
	if (locale === "fr") return fr_mail_community_board(inputs)
	return en_mail_community_board(inputs)
});