/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_SavedInputs */

const en_plans_adm_msg_saved = /** @type {(inputs: Plans_Adm_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan saved`)
};

const es_plans_adm_msg_saved = /** @type {(inputs: Plans_Adm_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan guardado`)
};

const fr_plans_adm_msg_saved = /** @type {(inputs: Plans_Adm_Msg_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule enregistrée`)
};

/**
* | output |
* | --- |
* | "Plan saved" |
*
* @param {Plans_Adm_Msg_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_saved = /** @type {((inputs?: Plans_Adm_Msg_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_saved(inputs)
	if (locale === "fr") return fr_plans_adm_msg_saved(inputs)
	return en_plans_adm_msg_saved(inputs)
});