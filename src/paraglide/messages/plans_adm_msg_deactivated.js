/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_DeactivatedInputs */

const en_plans_adm_msg_deactivated = /** @type {(inputs: Plans_Adm_Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan deactivated`)
};

const es_plans_adm_msg_deactivated = /** @type {(inputs: Plans_Adm_Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan desactivado`)
};

const fr_plans_adm_msg_deactivated = /** @type {(inputs: Plans_Adm_Msg_DeactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule désactivée`)
};

/**
* | output |
* | --- |
* | "Plan deactivated" |
*
* @param {Plans_Adm_Msg_DeactivatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_deactivated = /** @type {((inputs?: Plans_Adm_Msg_DeactivatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_DeactivatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_deactivated(inputs)
	if (locale === "fr") return fr_plans_adm_msg_deactivated(inputs)
	return en_plans_adm_msg_deactivated(inputs)
});