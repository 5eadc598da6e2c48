/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_DescriptionInputs */

const en_partners_nl_unsub_description = /** @type {(inputs: Partners_Nl_Unsub_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop receiving the Harlem newsletter.`)
};

const es_partners_nl_unsub_description = /** @type {(inputs: Partners_Nl_Unsub_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja de recibir el boletín de Harlem.`)
};

const fr_partners_nl_unsub_description = /** @type {(inputs: Partners_Nl_Unsub_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir la lettre d’information de Harlem.`)
};

/**
* | output |
* | --- |
* | "Stop receiving the Harlem newsletter." |
*
* @param {Partners_Nl_Unsub_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_description = /** @type {((inputs?: Partners_Nl_Unsub_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_description(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_description(inputs)
	return en_partners_nl_unsub_description(inputs)
});