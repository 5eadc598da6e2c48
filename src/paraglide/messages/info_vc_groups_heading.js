/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Groups_HeadingInputs */

const en_info_vc_groups_heading = /** @type {(inputs: Info_Vc_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group visits`)
};

const es_info_vc_groups_heading = /** @type {(inputs: Info_Vc_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas en grupo`)
};

const fr_info_vc_groups_heading = /** @type {(inputs: Info_Vc_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites de groupe`)
};

/**
* | output |
* | --- |
* | "Group visits" |
*
* @param {Info_Vc_Groups_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_groups_heading = /** @type {((inputs?: Info_Vc_Groups_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Groups_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_groups_heading(inputs)
	if (locale === "fr") return fr_info_vc_groups_heading(inputs)
	return en_info_vc_groups_heading(inputs)
});