/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Groups_TextInputs */

const en_info_vc_groups_text = /** @type {(inputs: Info_Vc_Groups_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`School classes, tour groups and community organisations of 10 or more are welcome. Book ahead and we will prepare a 20-minute welcome talk about Harlem's history and neighborhoods, maps for everyone, and suggestions matched to your group's interests and timing.`)
};

const es_info_vc_groups_text = /** @type {(inputs: Info_Vc_Groups_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damos la bienvenida a clases escolares, grupos turísticos y organizaciones comunitarias de 10 personas o más. Reserva con anticipación y prepararemos una charla de bienvenida de 20 minutos sobre la historia y los barrios de Harlem, mapas para todos y sugerencias según los intereses y el horario de tu grupo.`)
};

const fr_info_vc_groups_text = /** @type {(inputs: Info_Vc_Groups_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes, groupes de touristes et associations de 10 personnes ou plus sont les bienvenus. Réservez à l’avance et nous préparerons une présentation d’accueil de 20 minutes sur l’histoire et les quartiers de Harlem, des plans pour chacun et des suggestions adaptées aux centres d’intérêt et à l’emploi du temps de votre groupe.`)
};

/**
* | output |
* | --- |
* | "School classes, tour groups and community organisations of 10 or more are welcome. Book ahead and we will prepare a 20-minute welcome talk about Harlem's his..." |
*
* @param {Info_Vc_Groups_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_groups_text = /** @type {((inputs?: Info_Vc_Groups_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Groups_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_groups_text(inputs)
	if (locale === "fr") return fr_info_vc_groups_text(inputs)
	return en_info_vc_groups_text(inputs)
});