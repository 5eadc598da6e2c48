/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_CreatedInputs */

const en_plans_adm_msg_created = /** @type {(inputs: Plans_Adm_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan created`)
};

const es_plans_adm_msg_created = /** @type {(inputs: Plans_Adm_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan creado`)
};

const fr_plans_adm_msg_created = /** @type {(inputs: Plans_Adm_Msg_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule créée`)
};

/**
* | output |
* | --- |
* | "Plan created" |
*
* @param {Plans_Adm_Msg_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_created = /** @type {((inputs?: Plans_Adm_Msg_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_created(inputs)
	if (locale === "fr") return fr_plans_adm_msg_created(inputs)
	return en_plans_adm_msg_created(inputs)
});