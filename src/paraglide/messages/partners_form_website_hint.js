/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_Website_HintInputs */

const en_partners_form_website_hint = /** @type {(inputs: Partners_Form_Website_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example https://www.yourbusiness.com`)
};

const es_partners_form_website_hint = /** @type {(inputs: Partners_Form_Website_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ejemplo, https://www.tunegocio.com`)
};

const fr_partners_form_website_hint = /** @type {(inputs: Partners_Form_Website_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple https://www.votrecommerce.com`)
};

/**
* | output |
* | --- |
* | "For example https://www.yourbusiness.com" |
*
* @param {Partners_Form_Website_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_website_hint = /** @type {((inputs?: Partners_Form_Website_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_Website_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_website_hint(inputs)
	if (locale === "fr") return fr_partners_form_website_hint(inputs)
	return en_partners_form_website_hint(inputs)
});