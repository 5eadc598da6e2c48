/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_Local_TextInputs */

const en_partners_ad_why_local_text = /** @type {(inputs: Partners_Ad_Why_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The guide is organised by community board, so you can reach the blocks around your door or all of uptown.`)
};

const es_partners_ad_why_local_text = /** @type {(inputs: Partners_Ad_Why_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La guía está organizada por distrito comunitario, así que puedes llegar a las cuadras a tu alrededor o a todo el norte de Manhattan.`)
};

const fr_partners_ad_why_local_text = /** @type {(inputs: Partners_Ad_Why_Local_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le guide est organisé par district communautaire : vous pouvez toucher les rues autour de chez vous ou tout le nord de Manhattan.`)
};

/**
* | output |
* | --- |
* | "The guide is organised by community board, so you can reach the blocks around your door or all of uptown." |
*
* @param {Partners_Ad_Why_Local_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_local_text = /** @type {((inputs?: Partners_Ad_Why_Local_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_Local_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_local_text(inputs)
	if (locale === "fr") return fr_partners_ad_why_local_text(inputs)
	return en_partners_ad_why_local_text(inputs)
});