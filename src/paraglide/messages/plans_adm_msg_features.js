/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_FeaturesInputs */

const en_plans_adm_msg_features = /** @type {(inputs: Plans_Adm_Msg_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List at most 12 features, one per line, each at most 200 characters`)
};

const es_plans_adm_msg_features = /** @type {(inputs: Plans_Adm_Msg_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe como máximo 12 características, una por línea, de 200 caracteres como máximo`)
};

const fr_plans_adm_msg_features = /** @type {(inputs: Plans_Adm_Msg_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez 12 avantages au plus, un par ligne, de 200 caractères au plus`)
};

/**
* | output |
* | --- |
* | "List at most 12 features, one per line, each at most 200 characters" |
*
* @param {Plans_Adm_Msg_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_features = /** @type {((inputs?: Plans_Adm_Msg_FeaturesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_FeaturesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_features(inputs)
	if (locale === "fr") return fr_plans_adm_msg_features(inputs)
	return en_plans_adm_msg_features(inputs)
});