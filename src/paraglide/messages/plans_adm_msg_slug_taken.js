/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_Slug_TakenInputs */

const en_plans_adm_msg_slug_taken = /** @type {(inputs: Plans_Adm_Msg_Slug_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another plan already uses this id`)
};

const es_plans_adm_msg_slug_taken = /** @type {(inputs: Plans_Adm_Msg_Slug_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro plan ya usa este identificador`)
};

const fr_plans_adm_msg_slug_taken = /** @type {(inputs: Plans_Adm_Msg_Slug_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une autre formule utilise déjà cet identifiant`)
};

/**
* | output |
* | --- |
* | "Another plan already uses this id" |
*
* @param {Plans_Adm_Msg_Slug_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_slug_taken = /** @type {((inputs?: Plans_Adm_Msg_Slug_TakenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_Slug_TakenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_slug_taken(inputs)
	if (locale === "fr") return fr_plans_adm_msg_slug_taken(inputs)
	return en_plans_adm_msg_slug_taken(inputs)
});