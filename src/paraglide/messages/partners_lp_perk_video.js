/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Perk_VideoInputs */

const en_partners_lp_perk_video = /** @type {(inputs: Partners_Lp_Perk_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video tours on your profile, for premium members to watch`)
};

const es_partners_lp_perk_video = /** @type {(inputs: Partners_Lp_Perk_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos en video en tu perfil, para que los vean los miembros premium`)
};

const fr_partners_lp_perk_video = /** @type {(inputs: Partners_Lp_Perk_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites vidéo sur votre fiche, visibles par les membres premium`)
};

/**
* | output |
* | --- |
* | "Video tours on your profile, for premium members to watch" |
*
* @param {Partners_Lp_Perk_VideoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_perk_video = /** @type {((inputs?: Partners_Lp_Perk_VideoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Perk_VideoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_perk_video(inputs)
	if (locale === "fr") return fr_partners_lp_perk_video(inputs)
	return en_partners_lp_perk_video(inputs)
});