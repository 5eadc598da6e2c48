/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Team_Photo_PurposeInputs */

const en_info_team_photo_purpose = /** @type {(inputs: Info_Team_Photo_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`B-roll, image licensing, filming in partner venues and Harlem Week accreditation.`)
};

const es_info_team_photo_purpose = /** @type {(inputs: Info_Team_Photo_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Material B-roll, licencias de imágenes, filmaciones en lugares asociados y acreditación para Harlem Week.`)
};

const fr_info_team_photo_purpose = /** @type {(inputs: Info_Team_Photo_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans de coupe, licences d’images, tournages dans les lieux partenaires et accréditations pour Harlem Week.`)
};

/**
* | output |
* | --- |
* | "B-roll, image licensing, filming in partner venues and Harlem Week accreditation." |
*
* @param {Info_Team_Photo_PurposeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_team_photo_purpose = /** @type {((inputs?: Info_Team_Photo_PurposeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Team_Photo_PurposeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_team_photo_purpose(inputs)
	if (locale === "fr") return fr_info_team_photo_purpose(inputs)
	return en_info_team_photo_purpose(inputs)
});