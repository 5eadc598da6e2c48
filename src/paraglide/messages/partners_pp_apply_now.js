/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_Apply_NowInputs */

const en_partners_pp_apply_now = /** @type {(inputs: Partners_Pp_Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply now`)
};

const es_partners_pp_apply_now = /** @type {(inputs: Partners_Pp_Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar ahora`)
};

const fr_partners_pp_apply_now = /** @type {(inputs: Partners_Pp_Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postuler maintenant`)
};

/**
* | output |
* | --- |
* | "Apply now" |
*
* @param {Partners_Pp_Apply_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_apply_now = /** @type {((inputs?: Partners_Pp_Apply_NowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_Apply_NowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_apply_now(inputs)
	if (locale === "fr") return fr_partners_pp_apply_now(inputs)
	return en_partners_pp_apply_now(inputs)
});