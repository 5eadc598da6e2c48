/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_Apply_HeadingInputs */

const en_partners_pp_apply_heading = /** @type {(inputs: Partners_Pp_Apply_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply to the partner program`)
};

const es_partners_pp_apply_heading = /** @type {(inputs: Partners_Pp_Apply_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicita unirte al programa de socios`)
};

const fr_partners_pp_apply_heading = /** @type {(inputs: Partners_Pp_Apply_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postulez au programme partenaires`)
};

/**
* | output |
* | --- |
* | "Apply to the partner program" |
*
* @param {Partners_Pp_Apply_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_apply_heading = /** @type {((inputs?: Partners_Pp_Apply_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_Apply_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_apply_heading(inputs)
	if (locale === "fr") return fr_partners_pp_apply_heading(inputs)
	return en_partners_pp_apply_heading(inputs)
});