/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Form_TitleInputs */

const en_partners_nl_form_title = /** @type {(inputs: Partners_Nl_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay in the Loop`)
};

const es_partners_nl_form_title = /** @type {(inputs: Partners_Nl_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantente al día`)
};

const fr_partners_nl_form_title = /** @type {(inputs: Partners_Nl_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restez informé`)
};

/**
* | output |
* | --- |
* | "Stay in the Loop" |
*
* @param {Partners_Nl_Form_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_form_title = /** @type {((inputs?: Partners_Nl_Form_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Form_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_form_title(inputs)
	if (locale === "fr") return fr_partners_nl_form_title(inputs)
	return en_partners_nl_form_title(inputs)
});