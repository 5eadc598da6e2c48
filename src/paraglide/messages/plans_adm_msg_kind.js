/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_KindInputs */

const en_plans_adm_msg_kind = /** @type {(inputs: Plans_Adm_Msg_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown kind of plan`)
};

const es_plans_adm_msg_kind = /** @type {(inputs: Plans_Adm_Msg_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de plan desconocido`)
};

const fr_plans_adm_msg_kind = /** @type {(inputs: Plans_Adm_Msg_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de formule inconnu`)
};

/**
* | output |
* | --- |
* | "Unknown kind of plan" |
*
* @param {Plans_Adm_Msg_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_kind = /** @type {((inputs?: Plans_Adm_Msg_KindInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_KindInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_kind(inputs)
	if (locale === "fr") return fr_plans_adm_msg_kind(inputs)
	return en_plans_adm_msg_kind(inputs)
});