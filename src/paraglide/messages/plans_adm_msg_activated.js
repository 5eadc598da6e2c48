/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_ActivatedInputs */

const en_plans_adm_msg_activated = /** @type {(inputs: Plans_Adm_Msg_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan activated`)
};

const es_plans_adm_msg_activated = /** @type {(inputs: Plans_Adm_Msg_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan activado`)
};

const fr_plans_adm_msg_activated = /** @type {(inputs: Plans_Adm_Msg_ActivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule activée`)
};

/**
* | output |
* | --- |
* | "Plan activated" |
*
* @param {Plans_Adm_Msg_ActivatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_activated = /** @type {((inputs?: Plans_Adm_Msg_ActivatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_ActivatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_activated(inputs)
	if (locale === "fr") return fr_plans_adm_msg_activated(inputs)
	return en_plans_adm_msg_activated(inputs)
});