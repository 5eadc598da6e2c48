/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_DescriptionInputs */

const en_partners_nl_description = /** @type {(inputs: Partners_Nl_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories, events and new places uptown: sign up for the Harlem newsletter.`)
};

const es_partners_nl_description = /** @type {(inputs: Partners_Nl_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias, eventos y lugares nuevos del Alto Manhattan: suscríbete al boletín de Harlem.`)
};

const fr_partners_nl_description = /** @type {(inputs: Partners_Nl_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des récits, des événements et les nouvelles adresses du nord de Manhattan : abonnez-vous à la lettre d’information de Harlem.`)
};

/**
* | output |
* | --- |
* | "Stories, events and new places uptown: sign up for the Harlem newsletter." |
*
* @param {Partners_Nl_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_description = /** @type {((inputs?: Partners_Nl_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_description(inputs)
	if (locale === "fr") return fr_partners_nl_description(inputs)
	return en_partners_nl_description(inputs)
});